import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoPrepare } from './auto-prepare';

// Against PostgreSQL only: PGlite runs in-process and has no connections to prepare on.
const url = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(url)('auto-prepared statements', () => {
  let pool: pg.Pool;

  beforeAll(() => {
    // One connection, so the statements prepared on it can be listed from it.
    pool = new pg.Pool({ connectionString: url, max: 1 });
    autoPrepare(pool);
  });
  afterAll(() => pool.end());

  const prepared = async () =>
    (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((row) => row.statement);

  it('prepares a query text once it has been seen three times, and answers the same', async () => {
    const text = 'select $1::int + 1 as next';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await pool.query({ text, values: [i] })).rows[0].next);
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(await prepared()).toContain(text);
  });

  it('leaves texts seen once or twice unnamed, and queries given as plain strings alone', async () => {
    const text = 'select $1::text as echo';
    await pool.query({ text, values: ['a'] });
    await pool.query({ text, values: ['b'] });
    for (let i = 0; i < 4; i += 1) await pool.query('select 42 as answer');
    const statements = await prepared();
    expect(statements).not.toContain(text);
    expect(statements).not.toContain('select 42 as answer');
  });

  it('keeps the driver’s own names and array rows', async () => {
    const { rows } = await pool.query({ text: 'select 1 as one, 2 as two', rowMode: 'array', name: 'mine' });
    expect(rows).toEqual([[1, 2]]);
    expect(await prepared()).toContain('select 1 as one, 2 as two');
  });

  it('prepares inside a transaction too, on the connection the transaction holds', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const text = 'select $1::int * 2 as twice';
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await client.query({ text, values: [i] })).rows[0].twice);
      const { rows } = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
      await client.query('commit');
      expect(answers).toEqual([0, 2, 4, 6]);
      expect(rows.map((row) => row.statement)).toContain(text);
    } finally {
      client.release();
    }
  });
});
