import { APP_VERSION } from '@shared/constants';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openChangeFeed } from './db/change-feed';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed/demo-facts';
import { syncReferenceData } from './db/reference/import';
import { ensureBaseData, isEmptyDatabase, seedDemo } from './db/seed';
import { MODULES } from './modules';
import { deleteExpiredSessions } from './access/sessions';

// `npm start`: one process serving the API and the web build, on PGlite or PostgreSQL.

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await migrate(database);
await ensureBaseData(database.db, MODULES);
await syncReferenceData(database.db);
const empty = await isEmptyDatabase(database.db);
const seeded = empty && config.seedDemo;
if (seeded) await seedDemo(database.db, MODULES);
await deleteExpiredSessions(database.db);

// Sessions are cached while the change feed tells this instance of every change to them.
const feed = await openChangeFeed(database);
const app = await buildApp({ config, db: database.db, sessions: feed.sessions, hub: feed.hub });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}/`;
if (config.logFormat === 'pretty') {
  const lines = [
    `Cargo cabinet ${APP_VERSION} (${config.platform}) is running at ${url}`,
    `API: ${url}api/   Database: ${database.description}`,
  ];
  if (seeded) lines.push('Seeded the demo airline UT.');
  if (config.seedDemo) {
    lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`  ${login.email.padEnd(24)} ${login.description}`);
  }
  lines.push('Stop with Ctrl+C.');
  // The banner is for the person at the terminal: after the (synchronous) log lines, never inside one.
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);
} else {
  // A log collector reads JSON lines only: the same facts as one line of its own.
  app.log.info(
    { version: APP_VERSION, platform: config.platform, url, database: database.description, seeded, demoLogins: config.seedDemo ? DEMO_LOGINS.map((login) => login.email) : [] },
    'cabinet started',
  );
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  try {
    await app.close();
    await feed.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
