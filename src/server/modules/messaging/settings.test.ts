import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage } from '@shared/resources/list-query';
import { accessGroupAbilities, contracts, incomingSettings, users } from '../../db/schema';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { incomingBinding, outgoingBinding } from './settings-bindings';

// The incoming and outgoing message settings (section 3) on the resource engine: the generic
// suite, then each field's own refusals with their messages and who may read which settings.

const ids = { agent: 0, otherAgent: 0 };
beforeAll(async () => {
  const server = await createTestServer();
  try {
    const rows = await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts).where(inArray(contracts.number, ['UT-AG-2024/017', 'UT-AG-2023/005']));
    ids.agent = rows.find((row) => row.number === 'UT-AG-2024/017')!.id;
    ids.otherAgent = rows.find((row) => row.number === 'UT-AG-2023/005')!.id;
  } finally {
    await server.close();
  }
});

const incoming = () => ({
  airport: 'VKO',
  contractId: ids.otherAgent,
  username: 'booking@aerotrans-cargo.example',
  telegrams: ['FFR', 'FWB', 'FSU'],
  protocol: 'HTTP',
});

const outgoing = () => ({
  airport: 'VKO',
  active: true,
  type: 'FWB',
  format: 'CIMP',
  version: 16,
  protocol: 'EMAIL',
  contractId: ids.otherAgent,
  recipients: ['fwb@aerotrans-cargo.example'],
  copy: ['load.control@utair-cargo.test'],
  arrivalPort: false,
  arrivalReceivers: [],
  subject: 'FWB {receipt} {company}{flight}/{date}',
  body: 'Данные накладной во вложении.',
  attachmentName: 'FWB_{receipt}.txt',
  intervalMinutes: null,
  sendEmpty: false,
  closeFlight: false,
  excludedAirports: ['NUX'],
});

describeResource({
  binding: incomingBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 3,
  valid: incoming,
  change: () => ({ ...incoming(), airport: 'TJM', telegrams: ['FFR', 'FWB', 'FSU', 'FMA', 'FNA'], protocol: 'EMAIL' }),
  filter: { query: 'filter[protocol]=EMAIL', holds: (row) => row.protocol === 'EMAIL' },
  badValues: [
    ['username', 'not an email'],
    ['username', null],
    ['airport', 'ZZZ'],
    ['contractId', 999_999],
    ['contractId', null],
    ['telegrams', ['FFR', 'FBL']],
    ['telegrams', []],
    ['protocol', 'SITA'],
  ],
});

describeResource({
  binding: outgoingBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 3,
  valid: outgoing,
  change: () => ({ ...outgoing(), type: 'FFM', version: 8, contractId: null, intervalMinutes: 45, active: false, subject: 'FFM {company}{flight}/{date} {departure}' }),
  filter: { query: 'filter[type]=FFM', holds: (row) => row.type === 'FFM' },
  badValues: [
    ['intervalMinutes', 2],
    ['intervalMinutes', 1441],
    ['intervalMinutes', 1.5],
    ['airport', 'MOSCOW'],
    ['type', 'FFR'],
    ['format', 'XML'],
    ['version', 8],
    ['version', 'latest'],
    ['protocol', 'FTP'],
    ['recipients', []],
    ['recipients', ['fwb at aerotrans']],
    ['copy', ['ops@']],
    ['arrivalPort', 'maybe'],
    ['subject', 'FWB {awb}'],
    ['attachmentName', '../fwb.txt'],
    ['excludedAirports', ['VKO', 'Z1']],
    ['contractId', 999_999],
  ],
});

describe('message settings: their messages and their readers', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  const post = (resource: string, body: object, headers = airline) =>
    server.request({ method: 'POST', url: `/api/handbooks/${resource}`, payload: body, headers: { ...headers, 'accept-language': 'en' } });
  const fieldsOf = (response: { body: string }) => (JSON.parse(response.body) as { fields: Record<string, string> }).fields;

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
  });
  afterAll(async () => server.close());

  it("refuses a telegram type outside section 5's list with the spec's message, and a sender already set up", async () => {
    const refused = await post('incoming', { ...incoming(), telegrams: ['FFR', 'FBL'] });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ telegrams: 'Only FFM, FSU, FFR, FWB, FMA, FNA, CSN, OAR and SSIM telegrams are allowed' });
    const taken = await post('incoming', { ...incoming(), username: 'Telex@SGC-Cargo.example' });
    expect(fieldsOf(taken)).toEqual({ username: 'This address already has a setting' });
    const noContract = await post('incoming', { ...incoming(), contractId: null });
    expect(fieldsOf(noContract)).toEqual({ contractId: "FFR and FWB are applied on a client's behalf: choose its contract" });
    // A handling agent's statuses need no contract.
    const handler = await post('incoming', { ...incoming(), username: 'telex@vko-handling.example', contractId: null, telegrams: ['FSU', 'FFM'], protocol: 'EMAIL' });
    expect(handler.statusCode, handler.body).toBe(200);
  });

  it('names the versions per type, the subject variables and what HTTP takes as its recipient', async () => {
    expect(fieldsOf(await post('outgoing', { ...outgoing(), version: 8 }))).toEqual({
      version: 'This version does not fit the type: the cabinet writes FFM/8, FBL/4, FWB/16, FWB/17, FSU/15, FFA/4',
    });
    expect(fieldsOf(await post('outgoing', { ...outgoing(), subject: 'FWB {awb}' }))).toEqual({ subject: 'Only {company}, {flight}, {date}, {departure} and {receipt} may be used' });
    expect(fieldsOf(await post('outgoing', { ...outgoing(), protocol: 'HTTP' }))).toEqual({ recipients: 'For HTTP, enter one address starting with https:// or http://' });
    expect(fieldsOf(await post('outgoing', { ...outgoing(), recipients: ['fwb at aerotrans'] }))).toEqual({ recipients: 'Enter correct email' });
    expect(fieldsOf(await post('outgoing', { ...outgoing(), arrivalPort: true }))).toEqual({ arrivalReceivers: 'Fill this field' });
    expect(fieldsOf(await post('outgoing', { ...outgoing(), intervalMinutes: 2 }))).toEqual({ intervalMinutes: 'The minimum value is 5' });
    const http = await post('outgoing', { ...outgoing(), protocol: 'HTTP', recipients: ['https://api.aerotrans-cargo.example/cimp'], copy: [] });
    expect(http.statusCode, http.body).toBe(200);
  });

  it("shows an agent granted the view ability its own contract's settings only, and no way to change them", async () => {
    const [agent] = await server.db.select({ groupId: users.accessGroupId }).from(users).where(eq(users.email, 'agent@demo.test'));
    await server.db.insert(accessGroupAbilities).values({ groupId: agent!.groupId!, ability: incomingBinding.def.abilities.view, conditions: [{ type: 'Company', company: 'ut' }] });
    const headers = await server.as('agent@demo.test');
    const page = (await server.request({ method: 'GET', url: '/api/handbooks/incoming?size=100', headers })).json<ResourcePage>();
    expect(page.items.map((row) => row.username)).toEqual(['cimp@sibir-logistic.example']);
    expect(page.items[0]!.contractor).toBe('Сибирь Логистик');
    const [foreign] = await server.db.select({ id: incomingSettings.id }).from(incomingSettings).where(eq(incomingSettings.contractId, ids.otherAgent));
    expect((await server.request({ method: 'GET', url: `/api/handbooks/incoming/id-${foreign!.id}`, headers })).statusCode).toBe(404);
    expect((await post('incoming', { ...incoming(), contractId: ids.agent }, headers)).statusCode).toBe(403);
    expect((await server.request({ method: 'DELETE', url: `/api/handbooks/incoming/id-${page.items[0]!.id}`, headers })).statusCode).toBe(403);
    // The outgoing settings stay closed to it: another ability.
    expect((await server.request({ method: 'GET', url: '/api/handbooks/outgoing', headers })).statusCode).toBe(403);
  });
});
