import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type FlightPage, type SsimReport } from '@shared/flights';
import { ssimCarrier, ssimFile, ssimHeader, ssimLeg, ssimTrailer, type LegFields } from '@shared/flights/ssim.test-support';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// Importing an SSIM file into the airline's schedules over HTTP: the dates appear in the flights
// list, the same file again changes nothing, bad and foreign records are refused one by one, the
// caller must be the airline's staff with the manual edit ability, and a file that does not read is a 400.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** An ISO date as SSIM writes it: 01DEC26. */
const ddmmmyy = (iso: string) => `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;
const begin = addDays(today, 20);
const finish = addDays(today, 33);
const period = { from: ddmmmyy(begin), to: ddmmmyy(finish), days: '1234567' };

const importFile = (text: string, who = 'airline') =>
  server.request({ method: 'POST', url: '/api/flights/ssim', headers: { ...headers[who]!, 'content-type': 'text/plain', 'accept-language': 'en' }, payload: text });
const legsOf = async (number: string): Promise<FlightPage['items']> => {
  const answer = await server.request({ method: 'GET', url: `/api/flights?number=${number}&from=${today}&size=100`, headers: headers.airline! });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<FlightPage>().items;
};

const leg = (fields: Partial<LegFields> & Pick<LegFields, 'number' | 'dep' | 'std' | 'arr' | 'sta'>) => ssimLeg({ ...period, type: 'AT7', ...fields });
const FILE = ssimFile(
  ssimHeader(),
  ssimCarrier(),
  leg({ number: '7701', dep: 'TJM', std: '0900', arr: 'SGC', sta: '1015' }),
  leg({ number: '7702', dep: 'SGC', std: '1200', arr: 'TJM', sta: '1315', days: '1 3 5  ' }),
  // Two legs of one flight: Tyumen, Surgut, Novy Urengoy.
  leg({ number: '7703', seq: '01', dep: 'TJM', std: '1400', arr: 'SGC', sta: '1515' }),
  leg({ number: '7703', seq: '02', dep: 'SGC', std: '1615', arr: 'NUX', sta: '1800' }),
  leg({ number: '7704', airline: 'SU', dep: 'TJM', std: '0700', arr: 'SGC', sta: '0815' }),
  leg({ number: '7705', dep: 'TJM', std: '0700', arr: 'SGC', sta: '0815', type: 'ZZZ' }),
  leg({ number: '7706', dep: 'TJM', std: '0700', arr: 'SGC', sta: '0815', days: '1 3 9  ' }),
  ssimTrailer(),
);

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent'] as const) headers[who] = await server.as(DEMO_USERS[who]);
});
afterAll(async () => server?.close());

describe('importing an SSIM file', () => {
  it('creates a schedule per flight and itinerary, answering a report per record', async () => {
    const answer = await importFile(FILE);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<SsimReport>();
    const byRecord = new Map(report.records.map((row) => [row.record, row]));
    expect([...byRecord.keys()]).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(byRecord.get(3)).toMatchObject({ flight: 'UT7701/01', status: 'created', created: 14, updated: 0 });
    expect(byRecord.get(3)!.period).toBe(`${begin} – ${finish} 1234567`);
    expect(byRecord.get(4)).toMatchObject({ status: 'created', created: 6 });
    expect(byRecord.get(5)).toMatchObject({ flight: 'UT7703/01', status: 'created', created: 14 });
    expect(byRecord.get(6)).toMatchObject({ flight: 'UT7703/01', status: 'created', created: 14 });
    expect(byRecord.get(7)).toMatchObject({ flight: 'SU7704/01', status: 'refused', message: 'A leg of SU: only UT\'s own flights are imported' });
    expect(byRecord.get(8)).toMatchObject({ status: 'refused', message: expect.stringContaining('aircraftType') });
    expect(byRecord.get(9)).toMatchObject({ flight: null, status: 'refused', message: expect.stringContaining('Days of operation') });
    expect(report.counts).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 3 });

    const flown = await legsOf('7701');
    expect(flown.map((row) => row.date)).toEqual(Array.from({ length: 14 }, (_, day) => addDays(begin, day)));
    expect(flown[0]).toMatchObject({ departure: 'TJM', arrival: 'SGC', aircraftType: 'AT7', serviceType: 'J' });
    const multi = await legsOf('7703');
    expect(multi).toHaveLength(28);
    expect(multi.filter((row) => row.date === begin).map((row) => `${row.departure}-${row.arrival}`)).toEqual(['TJM-SGC', 'SGC-NUX']);
  });

  it('changes nothing when the same file comes again, and updates a schedule a revised file changes', async () => {
    const again = (await importFile(FILE)).json<SsimReport>();
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 4, refused: 3 });
    expect(await legsOf('7701')).toHaveLength(14);

    const revised = ssimFile(ssimHeader(), ssimCarrier(), leg({ number: '7701', dep: 'TJM', std: '0930', arr: 'SGC', sta: '1045', to: ddmmmyy(addDays(finish, 2)) }), ssimTrailer());
    const report = (await importFile(revised)).json<SsimReport>();
    expect(report.records).toEqual([expect.objectContaining({ record: 3, status: 'updated', updated: 14, created: 2 })]);
    const legs = await legsOf('7701');
    expect(legs).toHaveLength(16);
    expect(legs.every((row) => row.stdLocal.endsWith('09:30'))).toBe(true);
  });

  it('refuses a flight whose number already flies on those dates, reporting it per record', async () => {
    // The seeded 117 flies Vnukovo-Surgut daily: a file with another first date or weekdays cannot take its dates.
    const report = (await importFile(ssimFile(ssimHeader(), ssimCarrier(), leg({ number: '117', dep: 'TJM', std: '0600', arr: 'SGC', sta: '0715', days: '12     ' })))).json<SsimReport>();
    expect(report.records).toEqual([expect.objectContaining({ record: 3, status: 'refused', message: expect.stringContaining('number') })]);
  });

  it('names the record of a leg the form refuses', async () => {
    const text = ssimFile(
      ssimHeader(),
      ssimCarrier(),
      leg({ number: '7707', seq: '01', dep: 'TJM', std: '0900', arr: 'SGC', sta: '1015' }),
      leg({ number: '7707', seq: '02', dep: 'UFA', std: '1200', arr: 'NUX', sta: '1400' }),
    );
    const report = (await importFile(text)).json<SsimReport>();
    expect(report.records.map((row) => [row.record, row.status])).toEqual([
      [3, 'refused'],
      [4, 'refused'],
    ]);
    expect(report.records[0]!.message).toBe('record 4, departure: A leg must depart where the previous one arrives');
    expect(await legsOf('7707')).toEqual([]);
  });

  it('is the airline staff’s with the manual edit ability, and refuses a file with no leg that reads', async () => {
    expect((await importFile(FILE, 'agent')).statusCode).toBe(403);
    const bad = await importFile(ssimFile(ssimHeader(), 'not an ssim record'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('record 2');
    const blank = await importFile('   ');
    expect(blank.statusCode).toBe(400);
  });
});
