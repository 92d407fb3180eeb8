import { resolve } from 'node:path';

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
  fundsSourceUrl: string;
  /** Minutes between rates imports (0 = off; off by default under Vitest). */
  ratesImportIntervalMin: number;
  marketTcmbUrl: string;
  marketProviderUrl: string | undefined;
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
}

const repoRoot = resolve(import.meta.dirname, '../../..');

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** A duration such as `8h`, `30m`, `45s`, `2d` or plain seconds; anything else gives the fallback. */
export function secondsFrom(value: string | undefined, fallback: number): number {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value ?? '');
  if (!match) return fallback;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? '').toLowerCase()] ?? 1;
  const seconds = Number(match[1]) * unit;
  return seconds > 0 ? seconds : fallback;
}

/** Every setting the server reads, with its default (the README lists the same table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    webDir: resolve(env.WEB_DIR || resolve(repoRoot, 'apps/web/build/client')),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    version: env.APP_VERSION || '0.1.0',
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: secondsFrom(env.JWT_TTL, 8 * 3600),
    adminEmail: env.ADMIN_EMAIL || 'admin@finansalpusula.local',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    fundsImportIntervalMin: intFrom(env.FUNDS_IMPORT_INTERVAL_MIN, env.VITEST ? 0 : 1440),
    fundsSourceUrl: env.FUNDS_SOURCE_URL || 'https://www.tefas.gov.tr',
    ratesImportIntervalMin: intFrom(env.RATES_IMPORT_INTERVAL_MIN, env.VITEST ? 0 : 60),
    marketTcmbUrl: env.MARKET_TCMB_URL || 'https://www.tcmb.gov.tr/kurlar/today.xml',
    marketProviderUrl: env.MARKET_PROVIDER_URL || undefined,
    siteUrl: (env.SITE_URL || `http://localhost:${intFrom(env.PORT, 3000)}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Finansal Pusula <no-reply@finansalpusula.local>',
    contactTo: env.CONTACT_TO || 'iletisim@finansalpusula.com.tr',
    mailRetrySeconds: secondsFrom(env.MAIL_RETRY_SECONDS, 30),
  };
}
