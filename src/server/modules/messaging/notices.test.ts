import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type FlightPage } from '@shared/flights';
import { ssimCarrier, ssimFile, ssimHeader, ssimLeg, ssimTrailer } from '@shared/flights/ssim.test-support';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { eq } from 'drizzle-orm';
import { DEMO_TRACKED_AWB } from '../../db/seed/demo-facts';
import { airlines } from '../../db/schema';
import { translatorFor } from '../../lib/i18n';
import { createTestServer, type TestServer } from '../../test/harness';
import { processTelegram } from './process';

// CSN, OAR and SSIM pasted into the cimp screen: the notices logged with what they say in the
// note, an SSIM file imported into the flights' schedules with its report summarised.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const ddmmmyy = (iso: string) => `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;
const today = new Date().toISOString().slice(0, 10);

let server: TestServer;
let airline: Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.request({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { ...airline, 'accept-language': 'en' } });
const paste = async (text: string): Promise<ResourceRow> => {
  const created = await call('POST', '/handbooks/cimp', { text });
  expect(created.statusCode, created.body).toBe(200);
  return (await call('GET', `/handbooks/cimp/id-${created.json<{ id: number }>().id}`)).json<ResourceRow>();
};

beforeAll(async () => {
  server = await createTestServer();
  airline = await server.as('airline@demo.test');
});
afterAll(async () => server?.close());

describe('CSN and OAR in the telegram log', () => {
  it('logs a CSN with its fields read into the note', async () => {
    const row = await paste(`CSN\n${DEMO_TRACKED_AWB}\nARR/UT561/27NOV\nCSN/1C-10/27NOV1020/01-23456789012/RELEASED\n`);
    expect(row).toMatchObject({ status: 'complete', type: 'CSN', version: null, awb: DEMO_TRACKED_AWB, fault: null });
    expect(row.note).toBe(`CSN for AWB ${DEMO_TRACKED_AWB}, arrived by UT561 on 27NOV: action 1C, 10 pcs, at 27NOV1020, entry 01-23456789012, RELEASED. Logged; the cabinet applies nothing from it`);
    const filtered = (await call('GET', '/handbooks/cimp?type=CSN')).json<ResourcePage>();
    expect(filtered.items.map((item) => item.id)).toEqual([row.id]);
  });

  it('logs an OAR with its reference and text, and a CSN that does not read in error', async () => {
    const oar = await paste(`OAR/1\nREF/SU12345\n${DEMO_TRACKED_AWB} RECEIVED\n`);
    expect(oar).toMatchObject({ status: 'complete', type: 'OAR', version: 1, awb: DEMO_TRACKED_AWB });
    expect(oar.note).toBe(`OAR for AWB ${DEMO_TRACKED_AWB} (reference SU12345): ${DEMO_TRACKED_AWB} RECEIVED. Logged; the cabinet applies nothing from it`);
    const bad = await paste(`CSN\n${DEMO_TRACKED_AWB}\n`);
    expect(bad).toMatchObject({ status: 'error', type: 'CSN', fault: 'missing-mandatory-line', faultLine: 0 });
  });
});

describe('an SSIM file pasted in the telegram log', () => {
  it('is imported into the schedules, the report summarised in the note', async () => {
    const begin = addDays(today, 40);
    const period = { from: ddmmmyy(begin), to: ddmmmyy(addDays(begin, 6)), days: '1234567', type: 'AT7' };
    const text = ssimFile(
      ssimHeader(),
      ssimCarrier(),
      ssimLeg({ ...period, number: '7801', dep: 'TJM', std: '0900', arr: 'SGC', sta: '1015' }),
      ssimLeg({ ...period, number: '7802', airline: 'SU', dep: 'TJM', std: '0900', arr: 'SGC', sta: '1015' }),
      ssimTrailer(),
    );
    const row = await paste(text);
    expect(row).toMatchObject({ status: 'complete', type: 'SSIM', version: null });
    expect(row.note).toBe("SSIM imported, records created: 1, updated: 0, unchanged: 0, refused: 1. Record 4: A leg of SU: only UT's own flights are imported.");
    const legs = (await call('GET', `/flights?number=7801&from=${today}&size=50`)).json<FlightPage>();
    expect(legs.items).toHaveLength(7);

    const none = await paste(ssimFile(ssimHeader(), ssimCarrier(), 'garbage'));
    expect(none).toMatchObject({ status: 'error', type: 'SSIM', fault: 'not-applied' });
    expect(none.detail).toContain('No flight leg record of the file reads');
  });

  it('waits when a sender’s system sends it: no person’s rights import it', async () => {
    const [ut] = await server.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.iata, 'UT'));
    const text = ssimFile(ssimHeader(), ssimCarrier(), ssimLeg({ from: '01DEC26', to: '07DEC26', days: '1234567', number: '7901', dep: 'TJM', std: '0900', arr: 'SGC', sta: '1015' }));
    const sender = { airlineId: ut!.id, userId: null, setting: { contractId: null, telegrams: ['SSIM' as const] } };
    const outcome = await processTelegram(server.db, sender, text, translatorFor('en'));
    expect(outcome).toEqual({ status: 'process', note: 'An SSIM file received from a system is logged only: staff import it on the flights page or paste it here.' });
    // A setting that does not allow SSIM refuses it as any other type.
    const refused = await processTelegram(server.db, { ...sender, setting: { contractId: null, telegrams: ['FSU' as const] } }, text, translatorFor('en'));
    expect(refused).toMatchObject({ status: 'error', fault: 'not-allowed' });
  });
});
