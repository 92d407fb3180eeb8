import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDir: string;
  seedDemo: boolean;
  logLevel: string;
  version: string;
  /** JWT_SECRET; unset: generated once and kept in the database (app_meta), see README. */
  jwtSecret: string | undefined;
  /** JWT_TTL in seconds (accepts `8h`, `30m`, `45s`, `1d` or plain seconds). */
  jwtTtlSeconds: number;
  /** ADMIN_EMAIL / ADMIN_PASSWORD: the first Admin created on the first start. */
  adminEmail: string;
  adminPassword: string | undefined;
  /** Minutes between fund imports (0 = off; off by default under Vitest). */
  fundsImportIntervalMin: number;
  /** FUNDS_FIRST_IMPORT_DELAY: seconds after start of the first fund import when none has succeeded yet. */
  fundsFirstImportDelaySeconds: number;
  fundsSourceUrl: string;
  /** Minutes between rates imports (0 = off; off by default under Vitest). */
  ratesImportIntervalMin: number;
  marketTcmbUrl: string;
  marketProviderUrl: string | undefined;
  /** EVDS_API_KEY: the central bank's data service key; set, the CPI is imported at start and daily. */
  evdsApiKey: string | undefined;
  /** SITE_URL: the public origin used in canonical links, Open Graph, JSON-LD and the sitemap. */
  siteUrl: string;
  /** SMTP_URL (`smtp://user:pass@host:port`, `smtps://…`); unset: contact messages are only stored. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: sender of the contact mails. */
  mailFrom: string;
  /** CONTACT_TO: where contact messages are mailed. */
  contactTo: string;
  /** MAIL_RETRY_SECONDS: first retry delay of the contact outbox (doubling up to one hour). */
  mailRetrySeconds: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-For is believed (docs/decisions/0007-proxy-trust.md). false (default):
   * nobody's, the client address is the socket's; a list: those proxies' addresses or CIDR ranges (also
   * `loopback`, `linklocal`, `uniquelocal`). No hop count: Fastify refuses to trust by count alone, since
   * a count cannot tell a proxy from a client that writes the header itself.
   */
  trustProxy: TrustProxy;
  /** LOG_RETENTION_DAYS: system log rows older than this are removed hourly (0 keeps them all). */
  logRetentionDays: number;
}

export type TrustProxy = false | string[];

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A duration such as `8h`, `30m`, `45s`, `2d` or plain seconds; null when it is none of these. */
export function parseSeconds(value: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) return null;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? '').toLowerCase()] ?? 1;
  const seconds = Number(match[1]) * unit;
  return seconds > 0 ? seconds : null;
}

/** A setting that is wrong: the server says which and stops (docs: README "Configuration"). */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = z.preprocess(blank, z.string().optional());
const integer = (min: number, max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .optional(),
  );
const url = (protocols: RegExp) =>
  z.preprocess(
    blank,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && protocols.test(new URL(value).protocol),
        'must be a valid URL',
      )
      .optional(),
  );
const duration = z.preprocess(
  blank,
  z
    .string()
    .refine((value) => parseSeconds(value) !== null, 'must be a duration such as 45s, 30m, 8h, 1d or seconds')
    .transform((value) => parseSeconds(value) ?? 0)
    .optional(),
);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
const trustProxy = z.preprocess(
  blank,
  z
    .string()
    .transform((value, ctx): TrustProxy => {
      const trimmed = value.trim().toLowerCase();
      if (trimmed === 'false') return false;
      const entries = trimmed.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyEntry)) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'must be false or a comma-separated list of proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    })
    .optional(),
);

/** Every variable the server reads; an unset or empty one takes its default. */
const envSchema = z.object({
  PORT: integer(1, 65535),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: url(/^postgres(ql)?:$/),
  WEB_DIR: text,
  SEED_DEMO: z.preprocess(blank, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  LOG_LEVEL: z.preprocess(
    blank,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  APP_VERSION: text,
  JWT_SECRET: z.preprocess(blank, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL: duration,
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: text,
  FUNDS_IMPORT_INTERVAL_MIN: integer(0, 525_600),
  FUNDS_FIRST_IMPORT_DELAY: duration,
  FUNDS_SOURCE_URL: url(/^https?:$/),
  RATES_IMPORT_INTERVAL_MIN: integer(0, 525_600),
  MARKET_TCMB_URL: url(/^https?:$/),
  MARKET_PROVIDER_URL: url(/^https?:$/),
  EVDS_API_KEY: text,
  SITE_URL: url(/^https?:$/),
  SMTP_URL: url(/^smtps?:$/),
  MAIL_FROM: text,
  CONTACT_TO: text,
  MAIL_RETRY_SECONDS: duration,
  TRUST_PROXY: trustProxy,
  LOG_RETENTION_DAYS: integer(0, 36_500),
  VITEST: text,
});

/** Every setting the server reads, with its default (the README lists the same table); throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    dataDir: resolve(e.DATA_DIR ?? resolve(repoRoot, 'data')),
    databaseUrl: e.DATABASE_URL,
    webDir: resolve(e.WEB_DIR ?? resolve(repoRoot, 'apps/web/build/client')),
    seedDemo: e.SEED_DEMO !== 'false',
    logLevel: e.LOG_LEVEL ?? 'info',
    version: e.APP_VERSION ?? '0.1.0',
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL ?? 8 * 3600,
    adminEmail: e.ADMIN_EMAIL ?? 'admin@finansalpusula.local',
    adminPassword: e.ADMIN_PASSWORD,
    fundsImportIntervalMin: e.FUNDS_IMPORT_INTERVAL_MIN ?? (e.VITEST ? 0 : 1440),
    fundsFirstImportDelaySeconds: e.FUNDS_FIRST_IMPORT_DELAY ?? 10,
    fundsSourceUrl: e.FUNDS_SOURCE_URL ?? 'https://www.tefas.gov.tr',
    ratesImportIntervalMin: e.RATES_IMPORT_INTERVAL_MIN ?? (e.VITEST ? 0 : 60),
    marketTcmbUrl: e.MARKET_TCMB_URL ?? 'https://www.tcmb.gov.tr/kurlar/today.xml',
    marketProviderUrl: e.MARKET_PROVIDER_URL,
    evdsApiKey: e.EVDS_API_KEY,
    siteUrl: (e.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Finansal Pusula <no-reply@finansalpusula.local>',
    contactTo: e.CONTACT_TO ?? 'iletisim@finansalpusula.com.tr',
    mailRetrySeconds: e.MAIL_RETRY_SECONDS ?? 30,
    trustProxy: e.TRUST_PROXY ?? false,
    logRetentionDays: e.LOG_RETENTION_DAYS ?? 90,
  };
}

/** loadConfig for the commands (server, seed, migrate, imports): a wrong setting is one clear message and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
