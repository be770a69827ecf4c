import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredCompany } from '@shared/accreditations/registry';
import { createTestServer, DEMO_USERS, type TestServer } from '../../../test/harness';
import { createDadataRegistry } from './dadata';
import { innRegistryFromEnv } from './index';
import { RegistryUnavailable } from './types';

// Section 7's INN look-up: the local registry by default, and DaData's findById/party when the
// environment names it, tried against a fake of that service on this machine (never the internet).

const LOOKUP = '/api/info/resource/russian-inn';
const TOKEN = 'test-token-1234';

/** DaData's answer for the one company the fake knows, as the service shapes it. */
const PARTY = {
  value: 'ООО "ТАЙГА СИФУД"',
  unrestricted_value: 'ООО "ТАЙГА СИФУД"',
  data: {
    inn: '2721104384',
    kpp: '272101001',
    ogrn: '1132721009211',
    ogrn_date: Date.UTC(2013, 10, 5),
    okpo: '16520348',
    okved: '46.38',
    type: 'LEGAL',
    name: { full_with_opf: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ТАЙГА СИФУД"', short_with_opf: 'ООО "ТАЙГА СИФУД"', latin: 'TAIGA SEAFOOD LLC', full: 'ТАЙГА СИФУД', short: 'ТАЙГА СИФУД' },
    management: { name: 'Белов Сергей Андреевич', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
    state: { status: 'ACTIVE', registration_date: Date.UTC(2013, 10, 5), liquidation_date: null },
    address: {
      value: 'г Хабаровск, ул Муравьева-Амурского, д 25',
      unrestricted_value: '680000, Хабаровский край, г Хабаровск, ул Муравьева-Амурского, д 25',
      data: { postal_code: '680000', city: 'Хабаровск', settlement: null },
    },
  },
};

interface Seen {
  authorization: string | undefined;
  body: unknown;
}

let fake: Server;
let fakeUrl: string;
const seen: Seen[] = [];

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  fake = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as { query: string };
      seen.push({ authorization: request.headers.authorization, body });
      if (request.url !== '/suggestions/api/4_1/rs/findById/party' || request.headers.authorization !== `Token ${TOKEN}`) {
        response.writeHead(403).end();
        return;
      }
      if (body.query === '7700000001') {
        response.writeHead(500).end();
        return;
      }
      if (body.query === '7700000002') return; // never answers: the timeout's case
      if (body.query === '7700000003') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":true}');
        return;
      }
      const suggestions = body.query === PARTY.data.inn ? [PARTY] : [];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ suggestions }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

describe('the DaData registry', () => {
  const registry = () => createDadataRegistry({ token: TOKEN, url: fakeUrl, timeoutMs: 500 });

  it('asks for the head office by INN with the token, and answers in the questionnaire’s terms', async () => {
    const company = await registry().find('2721104384');
    expect(seen.at(-1)).toEqual({ authorization: `Token ${TOKEN}`, body: { query: '2721104384', branch_type: 'MAIN', count: 1 } });
    expect(company).toEqual<RegisteredCompany>({
      inn: '2721104384',
      kpp: '272101001',
      ogrn: '1132721009211',
      fullNameRu: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ТАЙГА СИФУД"',
      fullNameEn: 'TAIGA SEAFOOD LLC',
      shortNameEn: null,
      legalAddress: '680000, Хабаровский край, г Хабаровск, ул Муравьева-Амурского, д 25',
      city: 'Хабаровск',
      postalIndex: '680000',
      okved: '46.38',
      okpo: '16520348',
      ceoName: 'Белов Сергей Андреевич',
      registrationDate: '2013-11-05',
      state: 'active',
    });
  });

  it('answers null for an INN the register does not hold', async () => {
    expect(await registry().find('7700000000')).toBeNull();
  });

  it('says it is unavailable on an error, a silence or an answer of another shape', async () => {
    for (const inn of ['7700000001', '7700000002', '7700000003']) await expect(registry().find(inn), inn).rejects.toBeInstanceOf(RegistryUnavailable);
    await expect(createDadataRegistry({ token: 'wrong', url: fakeUrl, timeoutMs: 500 }).find('2721104384')).rejects.toBeInstanceOf(RegistryUnavailable);
  });
});

describe('choosing the registry from the environment', () => {
  it('is the local table by default and DaData when named with its key', async () => {
    const server = { db: null as never };
    expect(innRegistryFromEnv(server.db, {}).name).toBe('local');
    expect(innRegistryFromEnv(server.db, { INN_REGISTRY: 'dadata', DADATA_API_KEY: TOKEN }).name).toBe('dadata');
    expect(() => innRegistryFromEnv(server.db, { INN_REGISTRY: 'dadata' })).toThrow(/DADATA_API_KEY/);
    expect(() => innRegistryFromEnv(server.db, { INN_REGISTRY: 'egrul' })).toThrow(/INN_REGISTRY/);
    expect(() => innRegistryFromEnv(server.db, { INN_REGISTRY: 'dadata', DADATA_API_KEY: TOKEN, DADATA_URL: 'not a url' })).toThrow(/DADATA_URL/);
  });
});

describe('GET info/resource/russian-inn', () => {
  let local: TestServer;
  let remote: TestServer;
  beforeAll(async () => {
    local = await createTestServer();
    // The environment is read when the routes are registered: DaData for this server only.
    Object.assign(process.env, { INN_REGISTRY: 'dadata', DADATA_API_KEY: TOKEN, DADATA_URL: fakeUrl, INN_REGISTRY_TIMEOUT_MS: '500' });
    try {
      remote = await createTestServer();
    } finally {
      for (const key of ['INN_REGISTRY', 'DADATA_API_KEY', 'DADATA_URL', 'INN_REGISTRY_TIMEOUT_MS']) delete process.env[key];
    }
  });
  afterAll(async () => {
    await local?.close();
    await remote?.close();
  });

  const lookUp = async (server: TestServer, inn: string | null, who: string = DEMO_USERS.newclient, language = 'ru') =>
    server.request({ method: 'GET', url: inn === null ? LOOKUP : `${LOOKUP}?inn=${encodeURIComponent(inn)}`, headers: { ...(await server.as(who)), 'accept-language': language } });

  it('finds a company of the local registry', async () => {
    const response = await lookUp(local, '7204128731');
    expect(response.statusCode).toBe(200);
    expect(response.json<RegisteredCompany>()).toMatchObject({ inn: '7204128731', kpp: '720401001', ogrn: '1147232003918', shortNameEn: 'Tyumen Fish Company LLC', state: 'active' });
    expect((await lookUp(local, '7705926146')).json<RegisteredCompany>().state).toBe('liquidating');
  });

  it('answers null for an unknown INN and 400 on the field for a malformed one', async () => {
    const unknown = await lookUp(local, '7700000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('null');
    for (const inn of ['720412873', '72041287311', 'abcdefghij', null]) {
      const response = await lookUp(local, inn, DEMO_USERS.newclient, 'en');
      expect(response.statusCode, String(inn)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields.inn, String(inn)).toBe(inn === null ? 'Fill this field' : 'INN must be exactly 10 digits');
    }
  });

  it('is for those who fill questionnaires', async () => {
    expect((await lookUp(local, '7204128731', DEMO_USERS.airline)).statusCode).toBe(200);
    expect((await lookUp(local, '7204128731', DEMO_USERS.agent)).statusCode).toBe(403);
    expect((await local.request({ method: 'GET', url: `${LOOKUP}?inn=7204128731` })).statusCode).toBe(401);
  });

  it('asks DaData when configured, and answers 502 when it cannot', async () => {
    const found = await lookUp(remote, '2721104384');
    expect(found.statusCode).toBe(200);
    expect(found.json<RegisteredCompany>().fullNameEn).toBe('TAIGA SEAFOOD LLC');
    expect((await lookUp(remote, '7204128731')).body).toBe('null');
    const down = await lookUp(remote, '7700000001', DEMO_USERS.newclient, 'en');
    expect(down.statusCode).toBe(502);
    expect(down.json<{ message: string }>().message).toBe('The company registry does not answer. Try again later or fill the fields yourself');
  });
});
