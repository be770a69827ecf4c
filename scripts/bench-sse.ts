// `npm run bench:sse`: live-event delivery latency of the cabinet's hub against a bare SSE fan-out.
//
// For each N (BENCH_SSE_N, default 500,2000,5000) it opens N streams on one cabinet instance (on
// PostgreSQL, a database of its own), each on its own session minted through the session service
// (not N logins) for the demo airline's staff, all hearing the airline's chat topic; then a client
// sends one chat message through the API and every stream's receipt is timed from the send. The
// same N streams on a bare node:http fan-out (scripts/bench/bare-sse.mjs) give the baseline, in the
// same run. Prints p50/p99/max delivery latency and the server's memory per connection (resident
// set growth over N). Each N gets fresh server processes, warmed up by one small round first, so
// memory and latency do not carry over from the previous N. Targets (issue 5): p99 at or under 250 ms at 5,000 and within 2x the bare
// fan-out. BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createSession } from '../src/server/access/sessions';
import { topics } from '../src/shared/live/topics';
import { freePort } from './lib/free-port.mjs';

const COUNTS = (process.env.BENCH_SSE_N ?? '500,2000,5000').split(',').map(Number);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECT_BATCH = 250;
/** Streams of the warm-up round each fresh process gets before it is measured. */
const WARM_UP = 50;

if (!existsSync('out/server/main.js')) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

interface Child {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startProcess(script: string, env: Record<string, string>, ready: string): Promise<Child> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CHECK_ANSWERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, in bytes (Linux). */
const rssOf = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

interface Stream {
  receivedAt: number | null;
  request: http.ClientRequest;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens one SSE stream; resolves once its headers came. Records when the first `event: newMessage` arrives. */
function openStream(url: string, headers: Record<string, string>, marker: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { receivedAt: null, request: null as unknown as http.ClientRequest };
    stream.request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (stream.receivedAt === null && chunk.includes(marker)) stream.receivedAt = performance.now();
      });
      response.on('error', () => undefined);
      resolve(stream);
    });
    stream.request.on('error', reject);
  });
}

async function openAll(count: number, open: (index: number) => Promise<Stream>): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => open(start + i)));
    streams.push(...batch);
  }
  return streams;
}

/** Waits until every stream got the event (or 10 s passed); answers the latencies in ms from `sentAt`. */
async function latencies(streams: Stream[], sentAt: number): Promise<number[]> {
  const deadline = Date.now() + 10_000;
  while (streams.some((s) => s.receivedAt === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  const missing = streams.filter((s) => s.receivedAt === null).length;
  if (missing) throw new Error(`${missing} of ${streams.length} streams never got the event`);
  return streams.map((s) => s.receivedAt! - sentAt).sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Result {
  p50: number;
  p99: number;
  max: number;
  bytesPerConnection: number;
  /** How long the send itself took to answer (the cabinet's message goes through the API). */
  answeredIn?: number;
}

async function measureCabinet(cabinet: Child, databaseUrl: string, count: number): Promise<Result> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    const [staff] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'airline@demo.test'));
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) tokens.push(await createSession(handle.db, staff!.id, 24, { userAgent: 'bench:sse' }));
    const hub = `${cabinet.url}/api/live?topic=${encodeURIComponent(topics.chatAirline('ut'))}`;
    const before = rssOf(cabinet.pid);
    const streams = await openAll(count, (i) => openStream(hub, { authorization: `Bearer ${tokens[i]}` }, 'event: newMessage'));
    await new Promise((r) => setTimeout(r, 500));
    const after = rssOf(cabinet.pid);

    // One chat message from the agent, through the API, to the airline's staff.
    const login = await fetch(`${cabinet.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'agent@demo.test', password: 'demo12345' }) });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${cabinet.url}/api/chat`, { headers: auth })).json()) as { items: { id: number }[] };
    const form = new FormData();
    form.append('message', `Bench message to ${count} streams`);
    const sentAt = performance.now();
    const sent = await fetch(`${cabinet.url}/api/chat/id-${list.items[0]!.id}/message`, { method: 'POST', headers: auth, body: form });
    if (!sent.ok) throw new Error(`sending answered ${sent.status}: ${await sent.text()}`);
    const answeredIn = performance.now() - sentAt;
    const sorted = await latencies(streams, sentAt);
    for (const stream of streams) stream.request.destroy();
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)!, bytesPerConnection: (after - before) / count, answeredIn };
  } finally {
    await handle.close();
  }
}

async function measureBare(bare: Child, count: number): Promise<Result> {
  const before = rssOf(bare.pid);
  const streams = await openAll(count, () => openStream(`${bare.url}/stream`, {}, 'event: newMessage'));
  await new Promise((r) => setTimeout(r, 500));
  const after = rssOf(bare.pid);
  const sentAt = performance.now();
  const sent = await fetch(`${bare.url}/publish`, { method: 'POST' });
  if (!sent.ok) throw new Error(`bare publish answered ${sent.status}`);
  const sorted = await latencies(streams, sentAt);
  for (const stream of streams) stream.request.destroy();
  await new Promise((r) => setTimeout(r, 300));
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)!, bytesPerConnection: (after - before) / count };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

async function main(): Promise<void> {
  const name = `cabinet_bench_sse_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const cabinetEnv = { DATABASE_URL: databaseUrl, WEB_ROOT: '', SEED_DEMO: '1' };
  const children = new Set<Child>();
  const start = async (script: string, env: Record<string, string>, ready: string) => {
    const child = await startProcess(script, env, ready);
    children.add(child);
    return child;
  };
  const stop = async (child: Child) => {
    children.delete(child);
    await child.stop();
  };
  try {
    process.stdout.write(`Seeding ${name} (migrations and the demo seed)...\n`);
    await stop(await start('out/server/main.js', cabinetEnv, 'is running at'));
    process.stdout.write(`\n${'N'.padStart(6)} | ${'cabinet p50'.padStart(11)} ${'p99'.padStart(10)} ${'max'.padStart(10)} ${'mem/conn'.padStart(9)} ${'send'.padStart(10)} | ${'bare p50'.padStart(10)} ${'p99'.padStart(10)} ${'mem/conn'.padStart(9)} | p99 ratio\n`);
    for (const count of COUNTS) {
      const cabinet = await start('out/server/main.js', cabinetEnv, 'is running at');
      await measureCabinet(cabinet, databaseUrl, WARM_UP);
      const hub = await measureCabinet(cabinet, databaseUrl, count);
      await stop(cabinet);
      const bare = await start('scripts/bench/bare-sse.mjs', {}, 'ready');
      await measureBare(bare, WARM_UP);
      const base = await measureBare(bare, count);
      await stop(bare);
      const ratio = hub.p99 / Math.max(base.p99, 0.001);
      process.stdout.write(
        `${String(count).padStart(6)} | ${ms(hub.p50)} ${ms(hub.p99)} ${ms(hub.max)} ${kb(hub.bytesPerConnection)} ${ms(hub.answeredIn ?? 0)} | ${ms(base.p50)} ${ms(base.p99)} ${kb(base.bytesPerConnection)} | ${ratio.toFixed(2)}x\n`,
      );
      if (count === Math.max(...COUNTS)) {
        process.stdout.write(
          `\nAt ${count}: cabinet p99 ${hub.p99.toFixed(1)} ms (target <= 250 ms: ${hub.p99 <= 250 ? 'met' : 'NOT met'}), ${ratio.toFixed(2)}x the bare fan-out's p99 (target <= 2x: ${ratio <= 2 ? 'met' : 'NOT met'}).\n`,
        );
      }
    }
  } finally {
    for (const child of children) await child.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
