import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRow } from '@shared/resources/list-query';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// A server whose configuration keeps clients' receivers on the public internet (production's
// default): private, loopback and link-local addresses are refused on the url field, in the
// caller's language.

let server: TestServer;
let agent: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer({ delivery: { everyMs: 0, allowPrivateReceivers: false } });
  agent = await server.as(DEMO_USERS.agent);
});
afterAll(async () => server?.close());

const post = (url: string, language = 'en') =>
  server.request({ method: 'POST', url: '/api/webhooks', headers: { ...agent, 'accept-language': language }, payload: { url, events: ['movement'], active: true, description: null } });

describe('a receiver inside a private network', () => {
  it.each(['http://127.0.0.1:8080/hooks', 'http://10.1.2.3/hooks', 'http://192.168.0.10/hooks', 'http://169.254.169.254/latest', 'http://[::1]/hooks', 'http://[fe80::1]/hooks', 'http://localhost/hooks'])(
    'is refused: %s',
    async (url) => {
      const answer = await post(url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ fields: Record<string, string> }>().fields.url).toBe(
        'Addresses inside a private network (private, loopback or link-local) are not allowed: give a public address',
      );
    },
  );

  it('is refused in Russian too, and on an edit as on a creation', async () => {
    const ru = await post('http://10.0.0.1/', 'ru');
    expect(ru.json<{ fields: Record<string, string> }>().fields.url).toBe('Адрес во внутренней сети (частный, loopback или link-local) не допускается: укажите публичный адрес');
    // A public address by number needs no name server.
    const created = await post('https://93.184.215.14/hooks');
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<ResourceRow>().id;
    const edited = await server.request({ method: 'PUT', url: `/api/webhooks/id-${id}`, headers: { ...agent, 'accept-language': 'en' }, payload: { url: 'http://172.16.0.5/hooks', events: ['movement'], active: true, description: null } });
    expect(edited.statusCode).toBe(400);
    expect(Object.keys(edited.json<{ fields: Record<string, string> }>().fields)).toEqual(['url']);
  });
});
