import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@shared/abilities';
import { accreditationsResource } from '@shared/accreditations/definition';
import type { CurrentUserResponse } from '@shared/profile/schemas';
import type { ResourcePage } from '@shared/resources/list-query';
import { contractors } from '../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../test/harness';
import { hostileWorkbook, hugeCellRow, inlineRow, repeated } from '../test/hostile-xlsx';
import { makeSheet, uploadSheet } from '../test/xlsx';

// An import cannot stall the server (issue 11): each hostile file is refused with a 400 that says
// why, while reading, in a worker; one import at a time per user; no import for a company still
// applying. The ordinary imports are the resource suite's and each area's own tests.

const BAGGAGES = '/handbooks/baggages';
const HEADER = ['departure', 'arrival', 'season', 'weight'];

describe('xlsx import under a hostile file', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  const upload = (file: Buffer, headers = airline, path = BAGGAGES) => uploadSheet(server, path, file, headers);
  const total = async () => (await server.request({ method: 'GET', url: `/api${BAGGAGES}?size=1`, headers: airline })).json<ResourcePage>().total;
  const refusal = (response: { statusCode: number; body: string }) => ({ status: response.statusCode, ...(JSON.parse(response.body) as { message: string; fields?: object }) });
  const validSheet = (arrival: string) => makeSheet(HEADER, [['KZN', arrival, 'WINTER', 16.5]]);

  beforeAll(async () => {
    server = await createTestServer();
    airline = { ...(await server.as(DEMO_USERS.airline)), 'accept-language': 'en' };
  });
  afterAll(async () => server.close());

  it('refuses a small file of two million rows with 400, before inflating it, and keeps nothing', async () => {
    const before = await total();
    const file = await hostileWorkbook({ rows: () => [inlineRow(HEADER), ...repeated(inlineRow(['KJA', 'OVB', 'WINTER', '16']), 2_000_000)] });
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    expect(refusal(await upload(file))).toMatchObject({ status: 400, message: 'The workbook unpacks to more than 50 MB of sheet data: split it into smaller files' });
    expect(await total()).toBe(before);
  });

  it('stops reading at the first row past 10,000, with the rows message', async () => {
    const file = await hostileWorkbook({ rows: () => [inlineRow(HEADER), ...repeated(inlineRow(['KJA', 'OVB', 'WINTER', '16']), 20_000)] });
    expect(refusal(await upload(file))).toMatchObject({ status: 400, message: 'At most 10,000 rows at a time' });
  });

  it('refuses a cell over Excel’s 32,767 characters on its row and column, and a cell of 400 MB as too large', async () => {
    const long = await hostileWorkbook({ rows: () => [inlineRow(HEADER), inlineRow(['KJA', 'OVB', 'WINTER', '16']), ...hugeCellRow(['KJA'], 32_768)] });
    expect(refusal(await upload(long))).toMatchObject({ status: 400, fields: { '3.arrival': 'At most 32767 characters' } });
    const huge = await hostileWorkbook({ rows: () => [inlineRow(HEADER), ...hugeCellRow(['KJA'], 400 * 1024 * 1024)] });
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    expect(refusal(await upload(huge))).toMatchObject({ status: 400, message: 'The workbook unpacks to more than 50 MB of sheet data: split it into smaller files' });
  });

  it('refuses a zip bomb whose entries claim a few bytes and inflate to hundreds of megabytes', async () => {
    const sheet = await hostileWorkbook({ rows: () => [inlineRow(HEADER), ...hugeCellRow(['KJA'], 400 * 1024 * 1024)], declared: { sheet: 2_000 } });
    expect(refusal(await upload(sheet))).toMatchObject({ status: 400, message: 'The file is not an Excel (xlsx) workbook' });
    const strings = await hostileWorkbook({
      rows: () => [inlineRow(HEADER), '<row><c t="s"><v>0</v></c></row>'],
      sharedStrings: () => ['<si><t>', ...repeated('x'.repeat(1000), 300_000), '</t></si>'],
      declared: { sharedStrings: 500 },
    });
    expect(refusal(await upload(strings))).toMatchObject({ status: 400, message: 'The file is not an Excel (xlsx) workbook' });
  });

  it('answers a file over the upload limit with 413 and the limit', async () => {
    expect(refusal(await upload(randomBytes(10 * 1024 * 1024 + 1)))).toMatchObject({ status: 413, message: 'The file is larger than 10 MB' });
  });

  it('runs one import at a time per user, another user’s meanwhile, and frees the slot however an import ends', async () => {
    const agent = await server.as(DEMO_USERS.agent);
    const [own] = await server.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.name, 'Сибирь Логистик'));
    const person = await makeSheet(['name', 'position', 'contractorId', 'contacts'], [['Import Colleague', 'Dispatcher', own!.id, '[{"type":"phone","value":"+7 900 000-00-01"}]']]);
    const [first, second, other] = await Promise.all([upload(await validSheet('LED')), upload(await validSheet('AER')), upload(person, agent, '/handbooks/persons')]);
    expect([first.statusCode, second.statusCode].sort(), `${first.body} ${second.body}`).toEqual([200, 429]);
    expect(refusal(first.statusCode === 429 ? first : second).message).toBe('An import is already in progress: wait for it to finish');
    expect(other.statusCode, other.body).toBe(200);

    expect((await upload(Buffer.from('not a workbook'))).statusCode).toBe(400);
    const after = await upload(await validSheet('UFA'));
    expect(after.statusCode, after.body).toBe(200);
  });

  it('refuses an upload by a company still applying, though it may edit its own questionnaire', async () => {
    for (const email of [DEMO_USERS.newclient, DEMO_USERS.preshipper]) {
      const headers = { ...(await server.as(email)), 'accept-language': 'en' };
      const user = (await server.request({ method: 'GET', url: '/api/user', headers })).json<CurrentUserResponse>();
      expect(can(user.profile.abilities, accreditationsResource.abilities.edit), email).toBe(true);
      const response = await upload(await makeSheet(['fullNameRu'], [['ООО «Ромашка»']]), headers, '/handbooks/accreditations');
      expect(response.statusCode, email).toBe(403);
    }
  });
});
