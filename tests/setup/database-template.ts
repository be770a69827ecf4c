import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { syncReferenceData } from '../../src/server/db/reference/import';
import { ensureBaseData, seedDemo } from '../../src/server/db/seed';
import { MODULES } from '../../src/server/modules';

// Creating a database and seeding it takes seconds; doing it once per run and cloning it per test
// file keeps server tests fast. PGlite: a data-dir dump on disk. PostgreSQL: a template database.

const CACHE_DIR = join(process.cwd(), 'node_modules/.cache/cabinet-tests');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(CACHE_DIR, { recursive: true });
  // The project's env reaches its test workers, not this setup: read it from the project.
  const env = project.config.env as Record<string, string | undefined>;
  if (env.TEST_DB_KIND === 'postgres') {
    const admin = env.TEST_DATABASE_URL;
    if (!admin) throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL project');
    const template = `cabinet_template_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${template}`);
    await client.query(`create database ${template}`);
    const url = new URL(admin);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await migrate(handle);
    await ensureBaseData(handle.db, MODULES);
    await syncReferenceData(handle.db);
    await seedDemo(handle.db, MODULES);
    await handle.close();
    project.provide('postgresTemplate', template);
    return async () => {
      // Test files drop their own copies; the template goes last.
      await client.query(`drop database if exists ${template} with (force)`);
      await client.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(handle);
  await ensureBaseData(handle.db, MODULES);
  await syncReferenceData(handle.db);
  await seedDemo(handle.db, MODULES);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = join(CACHE_DIR, `seeded-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  return async () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplate: string;
  }
}
