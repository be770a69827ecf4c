import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@shared/accreditations';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import type { CurrentUserResponse } from '@shared/profile/schemas';
import { accessGroups, accreditations, airlines, contractors, contracts, users } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// The path from signup to client (section 4's workflow) through the API: the applicant files and
// corrects their questionnaire, the airline acts on it, and each step changes what the applicant
// may do, on their running session.

const BASE = '/api/handbooks/accreditations';
const COMPANY = { 'x-company': 'ut' };

let server: TestServer;
let staff: Record<string, string>;
let applicant: Record<string, string>;
const applicantEmail = 'anna.petrova@tyumen-fish.test';

const questionnaire = (overrides: Record<string, unknown> = {}) => ({
  contractType: 'shipper',
  resident: true,
  inn: '7204128731',
  fullNameRu: 'ООО «Тюменская рыбная компания»',
  fullNameEn: null,
  shortNameEn: 'Tyumen Fish Company LLC',
  kpp: '720401001',
  ogrn: '1147232003918',
  okved: '46.38',
  okpo: null,
  country: null,
  legalAddress: '625000, Тюмень, ул. Республики, д. 142',
  postalAddress: null,
  city: 'Тюмень',
  postalIndex: '625000',
  phone: '+7 3452 68-10-10',
  fax: '+7 3452 68-10-19',
  extraPhones: ['+7 912 000-11-22'],
  email: 'cargo@tfc.example',
  website: null,
  ceoName: 'Григорьев Андрей Викторович',
  ceoPhone: null,
  accountantName: null,
  accountantPhone: null,
  bankName: null,
  bankCity: null,
  bankBic: null,
  bankAccount: null,
  bankCorrAccount: null,
  bankAccountType: null,
  bankCurrency: null,
  fundsRecipient: null,
  registrationDate: '2014-03-12',
  founders: null,
  licenses: null,
  employeesCount: null,
  expectedMonthlyWeight: 8000,
  cargoDescription: null,
  ...overrides,
});

const get = (headers: Record<string, string>, url: string) => server.request({ method: 'GET', url, headers });
const post = (headers: Record<string, string>, url: string, payload?: object) => server.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const put = (headers: Record<string, string>, url: string, payload: object) => server.request({ method: 'PUT', url, headers, payload });
const act = (headers: Record<string, string>, id: number, segment: string, payload: object = {}) => post(headers, `${BASE}/id-${id}/${segment}`, payload);
const me = async (headers: Record<string, string>) => (await get(headers, '/api/user')).json<CurrentUserResponse>();
const historyOf = async (headers: Record<string, string>, id: number) => (await get(headers, `${BASE}/id-${id}/history`)).json<HistoryEntry[]>();

async function signUp(email: string): Promise<Record<string, string>> {
  const password = 'fish-and-ice-2025';
  const response = await server.request({
    method: 'POST',
    url: '/api/secure/registration',
    payload: { name: 'Anna Petrova', email, password, confirmPassword: password, timeZone: 'Asia/Yekaterinburg' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}`, ...COMPANY };
}

const groupId = async (name: string) => (await server.db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.name, name)))[0]!.id;
const requestOf = async (inn: string) => (await server.db.select().from(accreditations).where(eq(accreditations.inn, inn)))[0]!;

beforeAll(async () => {
  server = await createTestServer();
  staff = await server.as(DEMO_USERS.airline);
  applicant = await signUp(applicantEmail);
});
afterAll(async () => server.close());

describe('the applicant', () => {
  let id: number;

  it('files a questionnaire: new, theirs, with a history line', async () => {
    const created = await post(applicant, BASE, questionnaire());
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json<ResourceRow>();
    id = row.id;
    expect(row).toMatchObject({ status: 'new', creatorEmail: applicantEmail, country: 'RU', comment: null, contractId: null });
    const history = await historyOf(applicant, id);
    expect(history).toEqual([expect.objectContaining({ event: 'submit', fromStatus: null, toStatus: 'new', by: { name: 'Anna Petrova', email: applicantEmail } })]);
  });

  it('sees only their own requests; others answer 404', async () => {
    const mine = (await get(applicant, BASE)).json<ResourcePage>();
    expect(mine.items.map((row) => row.id)).toEqual([id]);
    const foreign = await requestOf('2721104384');
    expect((await get(applicant, `${BASE}/id-${foreign.id}`)).statusCode).toBe(404);
    expect((await get(applicant, `${BASE}/id-${foreign.id}/history`)).statusCode).toBe(404);
    expect((await put(applicant, `${BASE}/id-${foreign.id}`, questionnaire())).statusCode).toBe(404);
    const newclient = await server.as(DEMO_USERS.newclient);
    expect((await get(newclient, BASE)).json<ResourcePage>().total).toBe(0);
  });

  it('files one request at a time, and only for an airline the cabinet names', async () => {
    const second = await post(applicant, BASE, questionnaire({ inn: '7203285611' }));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe('У вас уже есть заявка в работе: измените её вместо новой');
    const other = await signUp('nobody@company.test');
    const { 'x-company': _, ...withoutCompany } = other;
    expect((await post(withoutCompany, BASE, questionnaire())).statusCode).toBe(403);
  });

  it('needs INN, KPP and OGRN as a resident, and a country otherwise', async () => {
    const resident = await post(applicant, BASE, questionnaire({ inn: null, kpp: null, ogrn: null }));
    expect(resident.statusCode).toBe(400);
    expect(resident.json<{ fields: Record<string, string> }>().fields).toEqual({ inn: 'Заполните это поле', kpp: 'Заполните это поле', ogrn: 'Заполните это поле' });
    const foreign = await post(applicant, BASE, questionnaire({ resident: false, inn: null, kpp: null, ogrn: null }));
    expect(foreign.json<{ fields: Record<string, string> }>().fields).toEqual({ country: 'Заполните это поле' });
    const kpp = await post({ ...applicant, 'accept-language': 'en' }, BASE, questionnaire({ kpp: '12345' }));
    expect(kpp.json<{ fields: Record<string, string> }>().fields).toEqual({ kpp: 'KPP must be exactly 9 characters' });
  });

  it('cannot act on it as the airline does', async () => {
    for (const segment of ['approve', 'reject', 'send-for-revision', 'activate', 'change-status']) {
      expect((await act(applicant, id, segment, { comment: 'mine', status: 'approved' })).statusCode, segment).toBe(403);
    }
  });

  it('corrects it while new, and the status stays new', async () => {
    const saved = await put(applicant, `${BASE}/id-${id}`, questionnaire({ okpo: '35127740' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ResourceRow>()).toMatchObject({ status: 'new', okpo: '35127740' });
  });

  describe('through the airline', () => {
    it('sends it for revision with a comment, which the applicant reads', async () => {
      const silent = await act(staff, id, 'send-for-revision', {});
      expect(silent.statusCode).toBe(400);
      expect(silent.json<{ fields: Record<string, string> }>().fields).toEqual({ comment: 'Заполните это поле' });
      const sent = await act(staff, id, 'send-for-revision', { comment: 'Add the bank details' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<ResourceRow>()).toMatchObject({ status: 'progress', comment: 'Add the bank details' });
      expect((await get(applicant, `${BASE}/id-${id}`)).json<ResourceRow>()).toMatchObject({ status: 'progress', comment: 'Add the bank details' });
    });

    it('refuses an action from a status the transition table does not allow', async () => {
      const early = await act(staff, id, 'activate');
      expect(early.statusCode).toBe(409);
      expect(early.json<{ message: string }>().message).toBe('Это действие недоступно для заявки в её текущем статусе');
    });

    it('takes the applicant’s correction as resubmitted (updated)', async () => {
      const fixed = await put(
        applicant,
        `${BASE}/id-${id}`,
        questionnaire({ bankName: 'Западно-Сибирский банк ПАО Сбербанк', bankBic: '047102651', bankAccount: '40702810267100001234', bankCorrAccount: '30101810800000000651' }),
      );
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json<ResourceRow>().status).toBe('updated');
    });

    it('approves it: the applicant becomes an approved shipper at once, and may no longer change or withdraw it', async () => {
      const approved = await act(staff, id, 'approve', {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<ResourceRow>()).toMatchObject({ status: 'approved', comment: null });
      const profile = await me(applicant);
      expect(profile.roles).toContain('ROLE_APPROVED_SHIPPER');
      expect(profile.profile.group.id).toBe(await groupId('Одобренный грузоотправитель'));
      const change = await put(applicant, `${BASE}/id-${id}`, questionnaire());
      expect(change.statusCode).toBe(409);
      expect((await server.request({ method: 'DELETE', url: `${BASE}/id-${id}`, headers: applicant })).statusCode).toBe(409);
    });

    it('activates the contract: contractor, contract and a shipper client, seen by the running session', async () => {
      const activated = await act(staff, id, 'activate', {});
      expect(activated.statusCode, activated.body).toBe(200);
      const row = activated.json<ResourceRow>();
      expect(row.status).toBe('completed');
      expect(row.labels).toMatchObject({ contractorId: 'Tyumen Fish Company LLC' });
      const [contractor] = await server.db.select().from(contractors).where(eq(contractors.id, row.contractorId as number));
      expect(contractor).toMatchObject({ inn: '7204128731', kpp: '720401001', fullName: 'ООО «Тюменская рыбная компания»', country: 'RU', city: 'Тюмень', phone: '+7 3452 68-10-10' });
      expect(contractor!.contacts).toEqual([
        { type: 'email', value: 'cargo@tfc.example' },
        { type: 'fax', value: '+7 3452 68-10-19' },
        { type: 'phone', value: '+7 912 000-11-22' },
      ]);
      const [contract] = await server.db.select().from(contracts).where(eq(contracts.id, row.contractId as number));
      const [ut] = await server.db.select().from(airlines).where(eq(airlines.marker, 'ut'));
      expect(contract).toMatchObject({
        airlineId: ut!.id,
        contractorId: contractor!.id,
        type: 'shipper',
        currency: 'RUB',
        validFrom: new Date().toISOString().slice(0, 10),
        validTo: null,
        unlimited: true,
      });
      expect(contract!.number).toMatch(new RegExp(`^UT-SH-${new Date().getUTCFullYear()}/\\d{3}$`));
      expect(row.labels).toMatchObject({ contractId: contract!.number });

      const profile = await me(applicant);
      expect(profile.roles).toContain('ROLE_SHIPPER');
      expect(profile.profile.contractor?.id).toBe(contractor!.id);
      expect(profile.profile.group.id).toBe(await groupId('Грузоотправитель'));
      // Section 2: with shipment.create the next sign-in goes to pricing.
      expect(profile.profile.abilities['shipment.create']).toBeDefined();
      expect(Object.keys(profile.profile.availableAirlines)).toEqual(['ut']);
    });

    it('keeps every step in the history, with who, from and to', async () => {
      const history = await historyOf(staff, id);
      expect(history.map((entry) => [entry.event, entry.fromStatus, entry.toStatus, entry.by?.email])).toEqual([
        ['submit', null, 'new', applicantEmail],
        ['edit', 'new', 'new', applicantEmail],
        ['revise', 'new', 'progress', DEMO_USERS.airline],
        ['resubmit', 'progress', 'updated', applicantEmail],
        ['approve', 'updated', 'approved', DEMO_USERS.airline],
        ['activate', 'approved', 'completed', DEMO_USERS.airline],
      ]);
      expect(history[2]!.comment).toBe('Add the bank details');
    });

    it('allows nothing further on a completed request', async () => {
      for (const segment of ['approve', 'reject', 'send-for-revision', 'activate']) {
        expect((await act(staff, id, segment, { comment: 'again' })).statusCode, segment).toBe(409);
      }
      expect((await act(staff, id, 'change-status', { status: 'new', comment: 'again' })).statusCode).toBe(409);
      expect((await put(staff, `${BASE}/id-${id}`, questionnaire())).statusCode).toBe(409);
    });
  });
});

describe('changing the status with a comment', () => {
  it('moves the applicant with it: approved shipper when approved (confirmed), applicant again when sent back', async () => {
    const taiga = await requestOf('2721104384');
    const belov = await server.as('belov@taiga-seafood.test');
    const noComment = await act(staff, taiga.id, 'change-status', { status: 'confirmed' });
    expect(noComment.json<{ fields: Record<string, string> }>().fields).toEqual({ comment: 'Заполните это поле' });
    expect((await act(staff, taiga.id, 'change-status', { status: 'completed', comment: 'skip' })).statusCode).toBe(400);
    expect((await act(staff, taiga.id, 'change-status', { status: 'new', comment: 'same' })).json<{ fields: Record<string, string> }>().fields).toEqual({
      status: 'У заявки уже этот статус',
    });

    const confirmed = await act(staff, taiga.id, 'change-status', { status: 'confirmed', comment: 'Originals received' });
    expect(confirmed.json<ResourceRow>()).toMatchObject({ status: 'confirmed', comment: 'Originals received' });
    expect((await me(belov)).roles).toContain('ROLE_APPROVED_SHIPPER');

    const back = await act(staff, taiga.id, 'change-status', { status: 'progress', comment: 'The licence has expired' });
    expect(back.json<ResourceRow>().status).toBe('progress');
    const profile = await me(belov);
    expect(profile.roles).toContain('ROLE_ANON_COMPANY_USER');
    expect(profile.profile.group.id).toBe(await groupId('Новый клиент'));
  });

  it('rejects with a reason; the applicant may then withdraw it and file anew', async () => {
    const arctic = await requestOf('8901112730');
    const orlova = { ...(await server.as('orlova@arctic-express.test')), ...COMPANY };
    expect((await act(staff, arctic.id, 'reject', {})).statusCode).toBe(400);
    expect((await act(staff, arctic.id, 'reject', { comment: 'No licence for dangerous goods' })).json<ResourceRow>().status).toBe('rejected');
    expect((await put(orlova, `${BASE}/id-${arctic.id}`, questionnaire({ inn: '8901112730' }))).statusCode).toBe(409);
    expect((await server.request({ method: 'DELETE', url: `${BASE}/id-${arctic.id}`, headers: orlova })).statusCode).toBe(200);
    expect((await post(orlova, BASE, questionnaire({ inn: '8901112730', contractType: 'agent' }))).statusCode).toBe(200);
  });
});

describe('activation', () => {
  it('needs the access group the settings name for the new client, and reuses the applicant’s contractor', async () => {
    const ural = await requestOf('6671093318');
    const [ut] = await server.db.select().from(airlines).where(eq(airlines.marker, 'ut'));
    await server.db.update(airlines).set({ shipperAccessGroupId: null }).where(eq(airlines.id, ut!.id));
    const refused = await act({ ...staff, 'accept-language': 'en' }, ural.id, 'activate');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('Choose the access group for new shippers in the airline settings first');
    expect((await requestOf('6671093318')).status).toBe('approved');
    await server.db.update(airlines).set({ shipperAccessGroupId: ut!.shipperAccessGroupId }).where(eq(airlines.id, ut!.id));

    const [preshipper] = await server.db.select().from(users).where(eq(users.email, DEMO_USERS.preshipper));
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(contractors);
    const done = await act(staff, ural.id, 'activate', { comment: 'Originals signed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ResourceRow>().contractorId).toBe(preshipper!.contractorId);
    expect(await server.db.select({ n: sql<number>`count(*)::int` }).from(contractors)).toEqual(before);
    const [after] = await server.db.select().from(users).where(eq(users.email, DEMO_USERS.preshipper));
    expect(after).toMatchObject({ clientRole: 'SHIPPER', contractorId: preshipper!.contractorId });
  });

  it('refuses a second contract for a company the airline already has one with', async () => {
    const created = await post(staff, BASE, questionnaire({ inn: '7203412655', fullNameRu: 'ООО «Сибирь Логистик»', contractType: 'agent' }));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<ResourceRow>();
    expect((await act(staff, id, 'approve')).statusCode).toBe(200);
    const twin = await act(staff, id, 'activate');
    expect(twin.statusCode).toBe(409);
    expect(twin.json<{ message: string }>().message).toBe('С компанией с этим ИНН у авиакомпании уже есть договор');
  });

  it('for a request staff entered, makes a contractor and contract but touches no account', async () => {
    const created = await post(staff, BASE, questionnaire({ inn: '7203285611', fullNameRu: 'ООО «ТюменьАгроЭкспорт»', shortNameEn: null, contractType: 'agent' }));
    const { id } = created.json<ResourceRow>();
    await act(staff, id, 'approve');
    const done = await act(staff, id, 'activate');
    expect(done.statusCode, done.body).toBe(200);
    const [contract] = await server.db.select().from(contracts).where(eq(contracts.id, done.json<ResourceRow>().contractId as number));
    expect(contract!.type).toBe('agent');
    expect(contract!.number).toMatch(/^UT-AG-\d{4}\/\d{3}$/);
    const [staffUser] = await server.db.select().from(users).where(eq(users.email, DEMO_USERS.airline));
    expect(staffUser).toMatchObject({ clientRole: 'AIR_COMPANY', contractorId: null });
  });
});

describe('the actions’ guards', () => {
  it("answers 404 for another airline's request and for none, 400 for a malformed id", async () => {
    const [other] = await server.db.insert(airlines).values({ marker: 'zz', iata: 'ZZ', name: 'Other Airline' }).returning({ id: airlines.id });
    const [foreign] = await server.db
      .insert(accreditations)
      .values({ ...questionnaire(), extraPhones: [], airlineId: other!.id, creatorEmail: 'x@other.test', contractType: 'shipper' } as typeof accreditations.$inferInsert)
      .returning({ id: accreditations.id });
    expect((await act(staff, foreign!.id, 'approve')).statusCode).toBe(404);
    expect((await get(staff, `${BASE}/id-${foreign!.id}/history`)).statusCode).toBe(404);
    expect((await act(staff, 999_999, 'approve')).statusCode).toBe(404);
    expect((await act(staff, 0, 'approve')).statusCode).toBe(400);
    expect((await post(staff, `${BASE}/id-abc/approve`, {})).statusCode).toBe(400);
    expect((await act(staff, foreign!.id, 'approve', { comment: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await act(staff, foreign!.id, 'reject', { comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    await server.db.delete(accreditations).where(and(eq(accreditations.id, foreign!.id)));
    await server.db.delete(airlines).where(eq(airlines.id, other!.id));
  });
});
