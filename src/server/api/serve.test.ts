import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoint } from '@shared/api/contract';
import { emptyObject, json } from '@shared/api/json';
import type { ServerConfig } from '../config';
import { serve } from './serve';

// Section 8: a client treats any answer but a 200 as an error, so serve() answers every success
// with a 200: an empty answer is `{}` as JSON, and a handler setting another 2xx is caught in
// development and tests, and corrected in production. A bare Fastify app: only serve() is at stake.

const row = endpoint({ method: 'POST', path: '/api/rows', summary: 'test', tag: 'test', access: '*', answer: json(v.object({ id: v.number() })) });
const remove = endpoint({ method: 'DELETE', path: '/api/rows/id-{id}', summary: 'test', tag: 'test', access: '*', params: v.object({ id: v.string() }), answer: emptyObject });

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** An app serving the two endpoints; `status` is what a wayward handler sets. */
async function appWith(checkAnswers: boolean, status?: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.decorate('config', { checkAnswers } as ServerConfig);
  serve(app, row, async ({ reply }) => {
    if (status) reply.status(status);
    return { id: 1 };
  });
  serve(app, remove, async ({ reply }) => {
    if (status) reply.status(status);
  });
  await app.ready();
  return app;
}

describe('serve(): every success is a 200', () => {
  it('answers a created row with a 200 and the row', async () => {
    const app = await appWith(true);
    const response = await app.inject({ method: 'POST', url: '/api/rows' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1 });
  });

  it('answers a call with nothing to tell with a 200 and {} as JSON', async () => {
    const app = await appWith(true);
    const response = await app.inject({ method: 'DELETE', url: '/api/rows/id-7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({});
  });

  it.each([
    { what: 'a created row', method: 'POST', url: '/api/rows', status: 201 },
    { what: 'an empty answer', method: 'DELETE', url: '/api/rows/id-7', status: 204 },
  ] as const)('fails $what whose handler set $status: in development and tests it is a bug', async ({ method, url, status }) => {
    const app = await appWith(true, status);
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain(`answered ${status}`);
  });

  it('still answers 200 in production when a handler set another success', async () => {
    const app = await appWith(false, 201);
    const created = await app.inject({ method: 'POST', url: '/api/rows' });
    expect({ status: created.statusCode, body: created.json() }).toEqual({ status: 200, body: { id: 1 } });
    const removed = await appWith(false, 204).then((other) => other.inject({ method: 'DELETE', url: '/api/rows/id-7' }));
    expect({ status: removed.statusCode, body: removed.json() }).toEqual({ status: 200, body: {} });
  });
});
