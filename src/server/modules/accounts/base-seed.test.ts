import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { dbKind } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrate } from '../../db/migrate';
import { accessGroups, roles } from '../../db/schema';
import { ensureBaseData } from './base-seed';

// A production database gets no demo data (NODE_ENV=production without SEED_DEMO): it must still
// let companies sign up. A fresh embedded database, once (the PostgreSQL project runs the same file).
describe.runIf(dbKind() === 'pglite')('a database without demo data', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    await ensureBaseData(handle.db);
  });
  afterAll(async () => handle.close());

  it('holds the account roles and the newcomer group, once however often it starts', async () => {
    await ensureBaseData(handle.db);
    expect((await handle.db.select().from(roles)).map((r) => r.code).sort()).toEqual(['AGENT', 'AK']);
    expect((await handle.db.select().from(accessGroups)).map((g) => g.code)).toEqual(['newcomer']);
  });

  it('lets a company sign up and sign in', async () => {
    const app = await buildApp({ config: { ...loadConfig({}), webRoot: null, logLevel: 'silent' }, db: handle.db, logger: false });
    const signup = await app.inject({
      method: 'POST',
      url: '/api/secure/registration',
      payload: { name: 'First Client', email: 'first@client.test', password: 'cargo-2026', confirmPassword: 'cargo-2026', timeZone: 'Europe/Moscow' },
    });
    expect(signup.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${signup.json<{ token: string }>().token}` } });
    expect(me.json<{ roles: string[] }>().roles).toContain('ROLE_ANON_COMPANY_USER');
    await app.close();
  });
});
