import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { runRatesImport } from '../features/market/market-scheduler.ts';
import { SAMPLE_BULLETIN_PATH } from '../features/market/market-seed.ts';
import { createMailOutbox } from '../lib/mail-outbox/mail-outbox.ts';
import { type ReceivedMail, startSmtp } from './contact-test-smtp.ts';
import { startSourceServer } from './market-test-server.ts';
import { SECRET } from './test-credentials.ts';
import { createTestDatabase } from './test-db.ts';

export const SITE = 'https://pusula.test';
export const MAIL_FROM = 'Finansal Pusula <no-reply@finansalpusula.test>';

/** An app on a fresh (or the given) database; `outbox` runs the mail outbox and the alerts watch in it. */
export async function alertsApp(
  options: { smtpUrl?: string; outbox?: boolean; database?: Database & { drop(): Promise<void> } } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: {
      version: 't',
      webDir: '/x',
      jwtSecret: SECRET,
      siteUrl: SITE,
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
      mailFrom: MAIL_FROM,
      mailRetrySeconds: 1,
      trustProxy: ['loopback'],
    },
    database,
    outbox: options.outbox ?? false,
    alertsWatchMs: 200,
  });
  await app.ready();
  return { app, database, db: database.db };
}

/** The tests' own mail outbox (as another process would run one), driven with runOnce(). */
export function alertsOutbox(db: Db, smtpUrl: string) {
  return createMailOutbox({ db, smtpUrl, mailFrom: MAIL_FROM, retrySeconds: 1, pollMs: 60_000 });
}

export type AlertsMailSuite = Awaited<ReturnType<typeof alertsApp>> & {
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** The tests' own outbox (alertsOutbox) mailing to `smtp`. */
  box: ReturnType<typeof alertsOutbox>;
  /** Sends what is queued and answers the mails that arrived meanwhile. */
  deliver(): Promise<ReceivedMail[]>;
};

/**
 * One app, SMTP server and outbox for a test file (filled in beforeAll, all closed in afterAll): the
 * subscription tests read the mails they cause.
 */
export function alertsMailSuite(): AlertsMailSuite {
  const suite = {
    async deliver() {
      const before = suite.smtp.mails.length;
      await suite.box.runOnce();
      return suite.smtp.mails.slice(before);
    },
  } as AlertsMailSuite;
  beforeAll(async () => {
    Object.assign(suite, await alertsApp());
    suite.smtp = await startSmtp();
    suite.box = alertsOutbox(suite.db, suite.smtp.url);
  });
  afterAll(async () => {
    await suite.box?.stop();
    await suite.app?.close();
    await suite.smtp?.close();
    await suite.database?.drop();
  });
  return suite;
}

let bulletinDay = 0;
const fixture = readFileSync(SAMPLE_BULLETIN_PATH, 'utf8');

/**
 * A real rates import (the central bank importer against a local source server) of a bulletin dated a
 * new day each call, with the dollar's selling rate set to `usdSell`.
 */
export async function importUsd(db: Db, usdSell: number) {
  bulletinDay += 1;
  const date = new Date(Date.UTC(2026, 9, 1 + bulletinDay));
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const body = fixture
    .replace('Tarih="28.09.2026" Date="09/28/2026"', `Tarih="${dd}.${mm}.2026" Date="${mm}/${dd}/2026"`)
    .replace('<ForexSelling>48.9889</ForexSelling>', `<ForexSelling>${usdSell.toFixed(4)}</ForexSelling>`);
  const source = await startSourceServer({ '/today.xml': { type: 'application/xml', body } });
  try {
    const results = await runRatesImport(db, { tcmbUrl: source.url('/today.xml') });
    if (!results.every((result) => result.ok)) throw new Error(`import failed: ${JSON.stringify(results)}`);
  } finally {
    await source.close();
  }
}

/** Posts a subscription as a visitor from `ip`. */
export function postAlert(app: FastifyInstance, body: unknown, ip = '192.0.2.10') {
  return app.inject({ method: 'POST', url: '/api/alerts', payload: body as object, remoteAddress: ip });
}

/** The token of a link to `path` (`/alarmlar/onay`, `/alarmlar/iptal`, `/api/alerts/unsubscribe`) in `text`. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

/** One header of a received mail (folded lines joined). */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
