import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { inputKeys } from '@shared/resources/define';
import { ID_LOOKUPS } from '@shared/resources/lookups';
import { airlines } from '../db/schema';
import { translatorFor } from '../lib/i18n';
import type { ResourceBinding } from '../resources/binding';
import { xlsxHeader } from '../resources/xlsx-export';
import { createTestServer, type TestServer } from './harness';
import { uploadSheet } from './xlsx';

// One table-driven test per resource (issue 4): list, filter, sort, page, get, create, update,
// delete, xlsx export and upload, for a role that may and one that may not, bad bodies that must get
// 400 (never 500), and another airline's rows out of reach. Against PGlite and PostgreSQL alike.

export interface ResourceSuite {
  binding: ResourceBinding;
  /** A demo login that may view and edit. */
  editor: string;
  /** A demo login without the view ability. */
  outsider: string;
  /** A demo login that may view but not edit, when there is one. */
  viewer?: string;
  /** A valid new row. */
  valid: () => Record<string, unknown>;
  /** A valid change of that row (a full body, as a form sends). */
  change: (created: ResourceRow) => Record<string, unknown>;
  /** A filter the seeded rows answer, and what each matching row holds. */
  filter?: { query: string; holds(row: ResourceRow): boolean };
  /** Values the schema refuses, per field. */
  badValues: readonly [field: string, value: unknown][];
  /** Seeded rows the editor sees, at least. */
  seeded: number;
  /**
   * A row of another airline, as stored (defaults to a valid row with that airline's id); null for
   * resources whose rows are not an airline's (the airline settings are the airlines themselves).
   */
  foreign?: ((otherAirlineId: number, valid: Record<string, unknown>) => Record<string, unknown>) | null;
}

const json = (response: { body: string }) => JSON.parse(response.body) as unknown;

export function describeResource(suite: ResourceSuite): void {
  const { def } = suite.binding;
  const base = `/api${def.path}`;
  let server: TestServer;
  const as: Record<string, Record<string, string>> = {};
  const headersOf = (email: string) => as[email]!;

  const list = (email: string, query = '') => server.request({ method: 'GET', url: `${base}${query ? `?${query}` : ''}`, headers: headersOf(email) });
  const create = (email: string, body: unknown) => server.request({ method: 'POST', url: base, payload: body as object, headers: headersOf(email) });

  beforeAll(async () => {
    server = await createTestServer();
    for (const email of [suite.editor, suite.outsider, ...(suite.viewer ? [suite.viewer] : [])]) as[email] = await server.as(email);
  });
  afterAll(async () => server.close());

  describe(`${def.name}: reading`, () => {
    it('lists the seeded rows in pages with their total', async () => {
      const response = await list(suite.editor, 'size=5');
      expect(response.statusCode).toBe(200);
      const page = json(response) as ResourcePage;
      expect(page.total).toBeGreaterThanOrEqual(suite.seeded);
      expect(page.items.length).toBe(Math.min(5, page.total));
      const second = json(await list(suite.editor, 'size=5&page=2')) as ResourcePage;
      const ids = new Set(page.items.map((row) => row.id));
      expect(second.items.every((row) => !ids.has(row.id))).toBe(true);
    });

    it('sorts by every sortable column, both ways', async () => {
      for (const column of def.columns.filter((c) => c.sortable)) {
        for (const sort of [column.key, `-${column.key}`]) {
          const response = await list(suite.editor, `sort=${sort}&size=50`);
          expect(response.statusCode, sort).toBe(200);
        }
      }
      const key = def.defaultSort.key;
      const items = (json(await list(suite.editor, `sort=${key}&size=50`)) as ResourcePage).items.map((row) => row[key]);
      const present = items.filter((value) => value !== null && typeof value !== 'object') as (string | number)[];
      expect(present).toEqual([...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    if (suite.filter) {
      const { query, holds } = suite.filter;
      it(`filters (${query})`, async () => {
        const response = await list(suite.editor, `${query}&size=100`);
        expect(response.statusCode).toBe(200);
        const page = json(response) as ResourcePage;
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.every(holds)).toBe(true);
      });
    }

    it('refuses a bad list query with 400 on the parameter', async () => {
      // Each range filter's bounds too: a fraction or an out-of-range number on an integer column,
      // and a year the database refuses on a date (both were 500s).
      const bounds = def.filters.flatMap((filter) =>
        filter.kind === 'range' && def.fields[filter.key]?.kind === 'integer'
          ? [`filter[${filter.key}][from]=1.5`, `filter[${filter.key}][to]=3000000000`]
          : filter.kind === 'dateRange'
            ? [`filter[${filter.key}][from]=0000-01-01`, `filter[${filter.key}][to]=9999-12-31`]
            : [],
      );
      for (const query of ['page=0', 'size=1000', 'sort=nope', 'filter[nope]=1', `q=${'x'.repeat(200)}`, ...bounds]) {
        const response = await list(suite.editor, query);
        expect(response.statusCode, query).toBe(400);
      }
    });

    it('gives one row by id; an unknown or malformed id answers 404 or 400', async () => {
      const first = (json(await list(suite.editor, 'size=1')) as ResourcePage).items[0]!;
      const one = await server.request({ method: 'GET', url: `${base}/id-${first.id}`, headers: headersOf(suite.editor) });
      expect(one.statusCode).toBe(200);
      expect((json(one) as ResourceRow).id).toBe(first.id);
      expect((await server.request({ method: 'GET', url: `${base}/id-999999`, headers: headersOf(suite.editor) })).statusCode).toBe(404);
      expect((await server.request({ method: 'GET', url: `${base}/id-abc`, headers: headersOf(suite.editor) })).statusCode).toBe(400);
    });

    it('refuses ids the database cannot hold in the look-ups its fields use, with 400 on the parameter', async () => {
      const idLookups = [...new Set(Object.values(def.fields).flatMap((field) => (field.lookup && ID_LOOKUPS.has(field.lookup) ? [field.lookup] : [])))];
      for (const lookup of [...idLookups, 'contractPayMethod' as const]) {
        for (const query of lookup === 'contractPayMethod' ? ['contractId=9999999999', 'contractId=0'] : ['values[0]=99999999999', 'values[0]=-1', 'values[0]=1.5']) {
          const response = await server.request({ method: 'GET', url: `/api/autocomplete/${lookup}?${query}`, headers: headersOf(suite.editor) });
          expect(response.statusCode, `${lookup}?${query}`).toBe(400);
          expect(Object.keys((json(response) as { fields: Record<string, string> }).fields)[0], `${lookup}?${query}`).toMatch(/^(values|contractId)/);
        }
      }
    });

    it('answers 403 to a role without the view ability and 401 to a visitor', async () => {
      expect((await list(suite.outsider)).statusCode).toBe(403);
      expect((await server.request({ method: 'GET', url: base })).statusCode).toBe(401);
    });
  });

  describe(`${def.name}: writing`, () => {
    it('creates, reads back, updates and deletes a row', async () => {
      const created = await create(suite.editor, suite.valid());
      expect(created.statusCode, created.body).toBe(200);
      const row = json(created) as ResourceRow;
      const update = await server.request({ method: 'PUT', url: `${base}/id-${row.id}`, payload: suite.change(row), headers: headersOf(suite.editor) });
      expect(update.statusCode, update.body).toBe(200);
      const changed = suite.change(row);
      const after = json(update) as ResourceRow;
      for (const [key, value] of Object.entries(changed)) {
        if (!def.fields[key]?.writeOnly && typeof value !== 'object') expect(after[key], key).toEqual(value);
      }
      const removed = await server.request({ method: 'DELETE', url: `${base}/id-${row.id}`, headers: headersOf(suite.editor) });
      // Section 8: a deletion is a 200 like any success, with an empty JSON object.
      expect(removed.statusCode).toBe(200);
      expect(removed.headers['content-type']).toMatch(/^application\/json/);
      expect(removed.json()).toEqual({});
      expect((await server.request({ method: 'GET', url: `${base}/id-${row.id}`, headers: headersOf(suite.editor) })).statusCode).toBe(404);
    });

    it('saves every seeded row the editor sees unchanged, as a form opened and saved would', async () => {
      const rows = (json(await list(suite.editor, 'size=100')) as ResourcePage).items;
      for (const row of rows) {
        // Write-only fields (a password) come back empty and are sent so.
        const body = Object.fromEntries(inputKeys(def).map((key) => [key, def.fields[key]?.writeOnly ? null : row[key]]));
        const saved = await server.request({ method: 'PUT', url: `${base}/id-${row.id}`, payload: body, headers: headersOf(suite.editor) });
        // A row whose state allows no edit answers 409; a form refused as it was stored never.
        expect([200, 409], `${def.name} ${row.id}: ${saved.body}`).toContain(saved.statusCode);
      }
    });

    it('refuses writes to roles without the edit ability', async () => {
      expect((await create(suite.outsider, suite.valid())).statusCode).toBe(403);
      if (suite.viewer) expect((await create(suite.viewer, suite.valid())).statusCode).toBe(403);
    });

    it('answers 400 with the field to bad bodies, never 500', async () => {
      // Every date field: year 0000 passes an ISO check and failed in the database.
      const years = Object.entries(def.fields)
        .filter(([, field]) => field.kind === 'date' && !field.readOnly)
        .flatMap(([key]) => [[key, '0000-01-01'] as const, [key, '9999-12-31'] as const]);
      // Every reference to a row by id: one above the database's integer names none (was a 500).
      const ids = Object.entries(def.fields)
        .filter(([, field]) => field.lookup && ID_LOOKUPS.has(field.lookup) && !field.readOnly)
        .map(([key, field]) => [key, field.kind === 'lookups' ? [99_999_999_999] : 99_999_999_999] as const);
      for (const [field, value] of [...suite.badValues, ...years, ...ids]) {
        const response = await create(suite.editor, { ...suite.valid(), [field]: value });
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect((json(response) as { fields: Record<string, string> }).fields, `${field}=${JSON.stringify(value)}`).toHaveProperty(field);
      }
      const empty = await create(suite.editor, {});
      expect(empty.statusCode).toBe(400);
      const required = Object.entries(def.fields).filter(([, field]) => field.required && field.kind !== 'boolean' && field.kind !== 'lookups' && field.kind !== 'multiselect');
      for (const [key] of required) expect((json(empty) as { fields: Record<string, string> }).fields, key).toHaveProperty(key);
      const unknown = await create(suite.editor, { ...suite.valid(), nope: 1 });
      expect((json(unknown) as { fields: Record<string, string> }).fields).toHaveProperty('nope');
      const huge = Object.fromEntries(Object.entries(suite.valid()).map(([key, value]) => [key, typeof value === 'string' ? 'x'.repeat(10_000) : value]));
      expect((await create(suite.editor, huge)).statusCode).toBe(400);
      for (const body of ['{"broken', '[]', 'null', '"text"']) {
        const response = await server.request({ method: 'POST', url: base, payload: body, headers: { ...headersOf(suite.editor), 'content-type': 'application/json' } });
        expect(response.statusCode, body).toBe(400);
      }
    });

    it.runIf(suite.foreign !== null)("does not reach another airline's rows", async () => {
      const before = (json(await list(suite.editor, 'size=1')) as ResourcePage).total;
      const [other] = await server.db.insert(airlines).values({ marker: `x${Date.now() % 100000}`, iata: 'X9', name: 'Other Airline' }).returning({ id: airlines.id });
      const input = v.parse(def.input, suite.valid()) as Record<string, unknown>;
      const values = Object.fromEntries(Object.entries(input).filter(([key]) => !def.fields[key]?.writeOnly));
      const row = suite.foreign ? suite.foreign(other!.id, values) : { ...values, airlineId: other!.id };
      const [foreign] = (await server.db
        .insert(suite.binding.table)
        .values(row as never)
        .returning()) as { id: number }[];
      expect((await server.request({ method: 'GET', url: `${base}/id-${foreign!.id}`, headers: headersOf(suite.editor) })).statusCode).toBe(404);
      expect((await server.request({ method: 'DELETE', url: `${base}/id-${foreign!.id}`, headers: headersOf(suite.editor) })).statusCode).toBe(404);
      expect((json(await list(suite.editor, 'size=1')) as ResourcePage).total).toBe(before);
      await server.db.execute(sql`delete from ${suite.binding.table} where id = ${foreign!.id}`);
      await server.db.delete(airlines).where(eq(airlines.id, other!.id));
    });
  });

  describe(`${def.name}: xlsx`, () => {
    const workbookOf = async (rows: Record<string, unknown>[]) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('import');
      const t = translatorFor('ru');
      sheet.addRow(def.xlsx.map((key) => xlsxHeader(suite.binding, key, t)));
      const cell = (key: string, value: unknown): ExcelJS.CellValue =>
        def.fields[key]?.kind === 'custom' || (typeof value === 'object' && value !== null && !Array.isArray(value))
          ? JSON.stringify(value)
          : Array.isArray(value)
            ? value.join(', ')
            : (value as ExcelJS.CellValue);
      for (const row of rows) sheet.addRow(def.xlsx.map((key) => cell(key, row[key])));
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const upload = (file: Buffer) => uploadSheet(server, def.path, file, headersOf(suite.editor));
    const total = async () => (json(await list(suite.editor, 'size=1')) as ResourcePage).total;

    it('exports the filtered list as a workbook with translated headers', async () => {
      const response = await server.request({ method: 'GET', url: `${base}/xlsx`, headers: { ...headersOf(suite.editor), 'accept-language': 'en' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(2).value).toBe(translatorFor('en')(`resources/${def.name}:fields.${def.xlsx[0]}`));
      expect(sheet.rowCount - 1).toBe(await total());
    });

    it('imports valid rows, and refuses a sheet with a bad row whole, with a report per row and column', async () => {
      const before = await total();
      const ok = await upload(await workbookOf([suite.valid()]));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(json(ok)).toEqual({ created: 1, updated: 0 });
      expect(await total()).toBe(before + 1);
      const [field, value] = suite.badValues[0]!;
      const bad = await upload(await workbookOf([suite.valid(), { ...suite.valid(), [field]: value }]));
      expect(bad.statusCode).toBe(400);
      expect((json(bad) as { fields: Record<string, string> }).fields).toHaveProperty(`3.${field}`);
      expect(await total()).toBe(before + 1);
    });

    it('refuses what is not a workbook, and uploads by roles without the edit ability or by applicants', async () => {
      const broken = await upload(Buffer.from('not a workbook'));
      expect(broken.statusCode).toBe(400);
      const form = await server.request({ method: 'POST', url: `${base}/upload`, payload: 'a=1', headers: { ...headersOf(suite.editor), 'content-type': 'application/x-www-form-urlencoded' } });
      expect(form.statusCode).toBe(415);
      // A multipart body without its boundary, and one cut off mid-file (both were 500s).
      const noBoundary = await server.request({ method: 'POST', url: `${base}/upload`, payload: 'x', headers: { ...headersOf(suite.editor), 'content-type': 'multipart/form-data' } });
      expect(noBoundary.statusCode, noBoundary.body).toBe(400);
      const cut = `--b\r\ncontent-disposition: form-data; name="file"; filename="a.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\nPK\x03\x04`;
      const truncated = await server.request({ method: 'POST', url: `${base}/upload`, payload: cut, headers: { ...headersOf(suite.editor), 'content-type': 'multipart/form-data; boundary=b' } });
      expect(truncated.statusCode, truncated.body).toBe(400);
      expect((json(truncated) as { fields: Record<string, string> }).fields).toHaveProperty('file');
      const outsider = await server.request({ method: 'POST', url: `${base}/upload`, headers: headersOf(suite.outsider) });
      expect(outsider.statusCode).toBe(403);
      // A company still applying imports nothing, even where it may edit (its questionnaire).
      const applicant = await uploadSheet(server, def.path, await workbookOf([suite.valid()]), await server.as('newclient@demo.test'));
      expect(applicant.statusCode).toBe(403);
    });
  });
}
