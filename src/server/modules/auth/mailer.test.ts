import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer, readOutbox, type Mail } from '../../lib/mailer';
import { createTestServer, DEMO_USERS } from '../../test/harness';

// The mail adapter against a real SMTP conversation: a small SMTP server on a local port that
// records what it is given (or, for the slow case, never says hello).

interface Sink {
  url: string;
  /** Each message as received: its envelope and its raw text. */
  received: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

const servers: Server[] = [];
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(server: Server): Promise<string> {
  servers.push(server);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

/** An SMTP server that accepts everything; `dataDelayMs` holds its answer to a message that long. */
async function smtpSink(dataDelayMs = 0): Promise<Sink> {
  const received: Sink['received'] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
            continue;
          }
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          setTimeout(() => socket.write('250 queued\r\n'), dataDelayMs);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { url: await listen(server), received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** An SMTP server that takes the connection and then says nothing. */
const silentServer = (): Promise<string> => listen(createServer(() => undefined));

/** Hangs up on every client once one has connected (else a client would wait for its greeting timeout). */
async function hangUpOnClients(): Promise<void> {
  await expect.poll(() => sockets.size).toBeGreaterThan(0);
  for (const socket of sockets) socket.destroy();
}

/** A Fastify logger writing its JSON lines into an array. */
function capturedLog() {
  const lines: { level: number; msg: string; mail?: Mail }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  return { log: app.log, lines };
}

const MAIL: Mail = {
  to: 'anna@example.test',
  subject: 'UTair Cargo: password recovery',
  text: 'Open http://cargo.example/reset-password?token=abc to set a new password.',
  html: '<p>Open <a href="http://cargo.example/reset-password?token=abc">this link</a></p>',
};
const FROM = 'UTair Cargo <cargo@example.test>';

const outboxes: string[] = [];
const newOutbox = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-outbox-'));
  outboxes.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of outboxes) rmSync(dir, { recursive: true, force: true });
});

describe('through SMTP', () => {
  it('hands the mail to the server, from the configured sender, text and HTML', async () => {
    const sink = await smtpSink();
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM, outboxDir: null }, capturedLog().log);
    await mailer.send(MAIL);
    await mailer.close();
    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message?.from).toBe('MAIL FROM:<cargo@example.test>');
    expect(message?.to).toEqual(['RCPT TO:<anna@example.test>']);
    expect(message?.data).toContain('Subject: UTair Cargo: password recovery');
    expect(message?.data).toContain('http://cargo.example/reset-password?token=abc');
    expect(message?.data).toMatch(/Content-Type: text\/html/);
  });

  it('waits for mail still going out before it closes', async () => {
    const sink = await smtpSink(300);
    const mailer = createMailer({ smtpUrl: sink.url, from: FROM, outboxDir: null }, capturedLog().log);
    mailer.dispatch(MAIL);
    await mailer.close();
    expect(sink.received).toHaveLength(1);
  });

  it('logs a mail it could not send, without throwing at whoever dispatched it', async () => {
    const url = await silentServer();
    const { log, lines } = capturedLog();
    const mailer = createMailer({ smtpUrl: url, from: FROM, outboxDir: null }, log);
    mailer.dispatch(MAIL);
    await hangUpOnClients();
    await mailer.close();
    expect(lines.find((line) => line.msg === 'mail could not be sent')).toMatchObject({ level: 50 });
  });
});

describe('without SMTP', () => {
  it('prints the mail, link and all, to the log at info level', async () => {
    const { log, lines } = capturedLog();
    await createMailer({ smtpUrl: null, from: FROM, outboxDir: null }, log).send(MAIL);
    const printed = lines.find((line) => line.mail);
    expect(printed?.level).toBe(30);
    expect(printed?.mail).toEqual({ to: MAIL.to, subject: MAIL.subject, text: MAIL.text });
  });

  it('also writes each mail to the outbox folder as JSON, when there is one', async () => {
    const dir = newOutbox();
    const mailer = createMailer({ smtpUrl: null, from: FROM, outboxDir: join(dir, 'nested') }, capturedLog().log);
    await mailer.send(MAIL);
    await mailer.send({ to: 'b@example.test', subject: 'second', text: 'two' });
    expect(await readOutbox(join(dir, 'nested'))).toEqual([MAIL, { to: 'b@example.test', subject: 'second', text: 'two' }]);
  });
});

describe('a reset request while the SMTP server hangs', () => {
  it('is answered at once: the mail, and its timing, come after the answer', async () => {
    const url = await silentServer();
    const server = await createTestServer({ mail: { ...loadConfig({}).mail, smtpUrl: url } });
    try {
      const started = Date.now();
      const response = await server.request({ method: 'POST', url: '/api/secure/forgot-password', payload: { email: DEMO_USERS.agent } });
      expect(response.statusCode).toBe(200);
      // The server would wait 15 s for the SMTP greeting before giving up.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await hangUpOnClients();
      await server.close();
    }
  });
});
