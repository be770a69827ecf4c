import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { PLATFORMS, type Platform } from '@shared/constants';
import { DESKTOP_ORIGIN } from '@shared/desktop/ipc-contract';

// Everything the server reads from its environment, checked once at start.

const intFrom = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(0),
  );

const EnvSchema = v.object({
  PORT: intFrom(3000),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  DATA_DIR: v.optional(v.string(), './data'),
  PLATFORM: v.optional(v.picklist(PLATFORMS), 'CABINET'),
  NODE_ENV: v.optional(v.string(), 'development'),
  SEED_DEMO: v.optional(v.string()),
  WEB_ROOT: v.optional(v.string()),
  /** Extra origins allowed by CORS and the CSRF check, comma-separated. */
  CORS_ORIGINS: v.optional(v.string(), ''),
  TRUST_PROXY: v.optional(v.string()),
  SESSION_TTL_HOURS: intFrom(24 * 30),
  LOGIN_WINDOW_MINUTES: intFrom(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: intFrom(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: intFrom(30),
  LOGIN_SLOW_AFTER_FAILURES_PER_ACCOUNT: intFrom(10),
  SIGNUP_WINDOW_MINUTES: intFrom(60),
  SIGNUP_MAX_PER_ADDRESS: intFrom(5),
  LIVE_HEARTBEAT_SECONDS: intFrom(20),
  LIVE_RETENTION_HOURS: intFrom(72),
  LIVE_MAX_STREAMS_PER_SESSION: intFrom(10),
  /** Megabytes of chat attachments one user may send a day (UTC). */
  CHAT_ATTACHMENT_MB_PER_DAY: intFrom(200),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'])),
  CHECK_ANSWERS: v.optional(v.picklist(['0', '1'])),
  /** The SMTP server mail goes through (nodemailer's URL: smtp://user:password@host:587, smtps://...). */
  // Its own message: valibot's would repeat the value, and with it the password.
  SMTP_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url('not a URL such as smtp://user:password@host:587'))], 'not a URL such as smtp://user:password@host:587')),
  SMTP_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'UTair Cargo <no-reply@localhost>'),
  /** The mailbox telegrams arrive in by e-mail (imaps://user:password@host:993/INBOX); none: no mail is read. */
  IMAP_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^imaps?:\/\/\S+$/, 'not a URL such as imaps://user:password@host:993/INBOX'))], 'not a URL such as imaps://user:password@host:993/INBOX')),
  /** Each mail is also written here as a JSON file (the end-to-end tests read their links there). */
  MAIL_OUTBOX_DIR: v.optional(v.string()),
  /** The cabinet's public origin for links in mails (https://cargo.example.com); without it, the request's. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//))),
  /** How often the delivery queue (telegrams' letters) is looked at; 0 sends only when something is queued. */
  DELIVERY_EVERY_SECONDS: intFrom(15),
  /** Clients' webhook and ONE Record receivers may be on private, loopback or link-local addresses ('1'). */
  ALLOW_PRIVATE_RECEIVERS: v.optional(v.picklist(['0', '1']), '0'),
  PASSWORD_RESET_TTL_MINUTES: intFrom(60),
  PASSWORD_RESET_MAX_PER_EMAIL: intFrom(3),
  PASSWORD_RESET_MAX_PER_ADDRESS: intFrom(20),
});


/** Failed sign-ins (modules/auth/login-throttle.ts says how they are counted). */
export interface LoginThrottle {
  windowMinutes: number;
  /** Failures on one account from one address, then 429 for that pair. */
  maxPerAccountAddress: number;
  /** Failures from one address on any accounts, then 429 for that address. */
  maxPerAddress: number;
  /** Failures on one account from all addresses past which its sign-ins are slowed. */
  slowAfterPerAccount: number;
  /** Each failure past the threshold adds this much wait, up to `slowMaxMs`. */
  slowStepMs: number;
  slowMaxMs: number;
  /** How a slowed sign-in waits (a timer; the tests record the waits instead). */
  pause?: (ms: number) => Promise<void>;
}

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  platform: Platform;
  production: boolean;
  seedDemo: boolean;
  /** The built renderer to serve; null serves the API only. */
  webRoot: string | null;
  allowedOrigins: string[];
  trustProxy: boolean;
  sessionTtlHours: number;
  /** Failed sign-ins (login-throttle.ts): 429 per account from one address and per address; slower sign-ins per account. */
  loginThrottle: LoginThrottle;
  /** Sign-ups per client address in a window, then 429. */
  signupThrottle: { windowMinutes: number; maxPerAddress: number };
  logLevel: string;
  /** JSON lines for a log collector (production), or readable lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  /** Live streams: a comment line this often keeps proxies from closing them; events stay in the log this long. */
  live: { heartbeatSeconds: number; retentionHours: number; maxStreamsPerSession: number };
  chat: { attachmentBytesPerDay: number };
  /** Every JSON answer is checked against its endpoint's schema (development and tests; a mismatch is a 500). */
  checkAnswers: boolean;
  /** Outgoing mail: through SMTP when a server is given, else printed to the log; also kept in an outbox folder when one is given. */
  mail: { smtpUrl: string | null; from: string; outboxDir: string | null };
  /** The mailbox telegrams sent by e-mail are read from, every minute; null: none is read. */
  imapUrl: string | null;
  /** The origin links in mails point to; null takes the request's (forwarded headers only with trustProxy). */
  publicUrl: string | null;
  /** The delivery queue's timer (milliseconds; 0: no sender runs by itself, as in the server tests). */
  delivery: { everyMs: number; allowPrivateReceivers: boolean };
  /** Reset links last `ttlMinutes`; requests for them are limited per e-mail address and per client address, in the sign-in throttle's window. */
  passwordReset: { ttlMinutes: number; maxPerEmail: number; maxPerAddress: number };
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../renderer/', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const problems = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Bad environment: ${problems}`);
  }
  const e = parsed.output;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    platform: e.PLATFORM,
    production,
    // Demo logins are a development convenience; production gets them only when asked.
    seedDemo: production ? e.SEED_DEMO === '1' : e.SEED_DEMO !== '0',
    webRoot: e.WEB_ROOT === '' ? null : resolve(e.WEB_ROOT ?? DEFAULT_WEB_ROOT),
    allowedOrigins: [DESKTOP_ORIGIN, ...e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)],
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginThrottle: {
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
      maxPerAccountAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      slowAfterPerAccount: e.LOGIN_SLOW_AFTER_FAILURES_PER_ACCOUNT,
      // A quarter second more per failure past the threshold, never past two seconds: the owner
      // waits a moment, an attack spread over many addresses gets a few guesses a second at most
      // per connection it keeps open.
      slowStepMs: 250,
      slowMaxMs: 2_000,
    },
    signupThrottle: { windowMinutes: Math.max(1, e.SIGNUP_WINDOW_MINUTES), maxPerAddress: e.SIGNUP_MAX_PER_ADDRESS },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    live: {
      heartbeatSeconds: Math.max(1, e.LIVE_HEARTBEAT_SECONDS),
      retentionHours: Math.max(1, e.LIVE_RETENTION_HOURS),
      maxStreamsPerSession: Math.max(1, e.LIVE_MAX_STREAMS_PER_SESSION),
    },
    chat: { attachmentBytesPerDay: e.CHAT_ATTACHMENT_MB_PER_DAY * 1024 * 1024 },
    checkAnswers: e.CHECK_ANSWERS === undefined ? !production : e.CHECK_ANSWERS === '1',
    mail: { smtpUrl: e.SMTP_URL || null, from: e.SMTP_FROM, outboxDir: e.MAIL_OUTBOX_DIR ? resolve(e.MAIL_OUTBOX_DIR) : null },
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    delivery: { everyMs: e.DELIVERY_EVERY_SECONDS * 1000, allowPrivateReceivers: e.ALLOW_PRIVATE_RECEIVERS === '1' },
    imapUrl: e.IMAP_URL || null,
    passwordReset: {
      ttlMinutes: Math.max(1, e.PASSWORD_RESET_TTL_MINUTES),
      maxPerEmail: e.PASSWORD_RESET_MAX_PER_EMAIL,
      maxPerAddress: e.PASSWORD_RESET_MAX_PER_ADDRESS,
    },
  };
}
