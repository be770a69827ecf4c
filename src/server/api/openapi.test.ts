import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { MODULES } from '../modules';
import { createTestServer, type TestServer } from '../test/harness';

// The published contract: /api/openapi.json describes every route the app serves, as a valid
// OpenAPI 3.1 document a forwarder's developer can generate a client from, and /api/docs shows it.

interface Operation {
  operationId: string;
  parameters: ({ name: string; in: string } | { $ref: string })[];
  responses: Record<string, unknown>;
  security: unknown[];
  requestBody?: { content: Record<string, unknown> };
}
type Document = { openapi: string; servers?: unknown; paths: Record<string, Record<string, Operation>> };

let server: TestServer;
let doc: Document;

beforeAll(async () => {
  server = await createTestServer();
  const response = await server.request({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json<Document>();
});
afterAll(async () => server.close());

const operations = () => Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })));
const queryNames = (operation: Operation) => operation.parameters.flatMap((p) => ('in' in p && p.in === 'query' ? [p.name] : []));

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has an operation for every route the app registered, and none for a route it did not', () => {
    const registered = server.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = operations()
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(registered.length).toBeGreaterThan(150);
    expect(documented).toEqual(registered);
  });

  it('names full paths from the site root with {param} templates, and no servers base path', () => {
    expect(doc.servers).toBeUndefined();
    for (const path of Object.keys(doc.paths)) expect(path, path).toMatch(/^\/api\/[^:]*$/);
    expect(doc.paths['/api/shipments/id-{id}']?.get).toBeDefined();
    expect(doc.paths['/api/chat/id-{id}/message']?.post?.requestBody?.content).toHaveProperty('multipart/form-data');
  });

  it('lists each operation’s query parameters by name', () => {
    expect(queryNames(doc.paths['/api/handbooks/quotas']!.get!).sort()).toEqual(['filter', 'page', 'q', 'size', 'sort']);
    expect(queryNames(doc.paths['/api/chat']!.get!).sort()).toEqual(['page', 'search', 'size', 'tab']);
    expect(queryNames(doc.paths['/api/autocomplete/airport']!.get!).sort()).toEqual(['contractId', 'limit', 'q', 'values']);
  });

  it('gives every operation a unique id, and says who may call it', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/user']!.get!.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(doc.paths['/api/user']!.get!.responses).toHaveProperty('401');
    expect(doc.paths['/api/handbooks/stocks/id-{id}/void']!.post!.responses).toHaveProperty('403');
  });

  it('documents every success as a 200, and no other 2xx (section 8)', () => {
    for (const { path, method, operation } of operations()) {
      const successes = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      expect(successes, `${method.toUpperCase()} ${path}`).toEqual(['200']);
    }
    // A call with nothing to tell answers an empty JSON object, documented as such.
    for (const [path, method] of [
      ['/api/logout', 'post'],
      ['/api/handbooks/stocks/id-{id}', 'delete'],
    ] as const) {
      expect(doc.paths[path]![method]!.responses['200'], `${method} ${path}`).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: {} } } } });
    }
  });

  it('describes the answers with the shared schemas', () => {
    const tracking = doc.paths['/api/shipments/tracking/{awb}']!.get!.responses['200'] as { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    expect(Object.keys(tracking.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['awb', 'origin', 'destination', 'route', 'status', 'movements']),
    );
    expect(doc.paths['/api/handbooks/stocks/xlsx']!.get!.responses['200']).toHaveProperty(['content', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });
});

describe('a route outside the contract', () => {
  it('stops the app from starting', async () => {
    const rogue = {
      name: 'reports' as const,
      async routes(app: Parameters<NonNullable<(typeof MODULES)[number]['routes']>>[0]) {
        app.get('/api/rogue', { config: { access: '*' } }, async () => ({}));
      },
    };
    await expect(buildApp({ config: server.config, db: server.db, logger: false, modules: [...MODULES, rogue] })).rejects.toThrow(/not registered from the contract/);
  });
});

describe('/api/docs', () => {
  it('is a page loading Swagger UI from this server, pointed at the document', async () => {
    const page = await server.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const init = await server.request({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /javascript/],
      ['swagger-ui.css', /text\/css/],
    ] as const) {
      const asset = await server.request({ method: 'GET', url: `/api/docs/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['content-type']).toMatch(type);
      expect(asset.rawPayload.length).toBeGreaterThan(1000);
    }
  });

  it('serves nothing else of the package, and no path outside it', async () => {
    expect((await server.request({ method: 'GET', url: '/api/docs/package.json' })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/docs/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
  });
});
