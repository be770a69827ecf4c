import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AirportSchema } from '@shared/reference/api';
import * as v from 'valibot';
import { createTestServer, type TestServer } from '../test/harness';

// Section 7: info/resource/airport/geo-ip answers an airport (code, name, city, country, time
// zone), the one nearest the caller's address; null when the address is not known.

let server: TestServer;

beforeAll(async () => {
  // The caller's address comes through the proxy in front.
  server = await createTestServer({ trustProxy: true });
});
afterAll(async () => server.close());

const nearest = (ip: string, lang = 'ru') =>
  server.request({ method: 'GET', url: '/api/info/resource/airport/geo-ip', headers: { 'x-forwarded-for': ip, 'accept-language': lang } });

describe('the airport nearest the caller', () => {
  it('is an airport with its city, country and time zone, in the caller’s language', async () => {
    // Yandex's public resolver, in Moscow.
    const ru = await nearest('77.88.8.8');
    expect(ru.statusCode).toBe(200);
    const airport = v.parse(AirportSchema, ru.json());
    expect(airport).toMatchObject({ country: { code: 'RU', name: 'Российская Федерация' }, timeZone: 'Europe/Moscow' });
    expect(airport.code).toMatch(/^[A-Z]{3}$/);
    expect(Object.keys(ru.json() as object).sort()).toEqual(['city', 'code', 'country', 'name', 'timeZone']);
    expect(v.parse(AirportSchema, (await nearest('77.88.8.8', 'en')).json()).country.name).toMatch(/^Russia/);
  });

  it('is null for an address nobody can place', async () => {
    const local = await nearest('10.1.2.3');
    expect(local.statusCode).toBe(200);
    expect(local.json()).toBeNull();
  });
});
