import { createConnection } from 'node:net';

/** The PostgreSQL the server tests also run against: TEST_DATABASE_URL, or a local one if it answers. */
export async function postgresTestUrl(): Promise<string | null> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (process.env.TEST_POSTGRES === '0') return null;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  return answers ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}
