import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** The most a failed mail waits before its next try. */
export const MAX_RETRY_SECONDS = 3600;
/** A permanent SMTP rejection (5xx) on this attempt or a later one gives up. */
export const PERMANENT_ATTEMPTS = 3;
const SMTP_TIMEOUT_MS = 10_000;

/** The SMTP transport every outbox sends through (SMTP_URL), with 10-second time-outs. */
export function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport(
    new SMTPTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    }),
  );
}

/** What went wrong, short and without a stack; permanent when the server answered with 5xx. */
export function describeFailure(error: unknown): { permanent: boolean; text: string } {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const parts = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)];
  return { permanent, text: parts.filter(Boolean).join(': ').replace(/\s+/g, ' ').slice(0, 300) };
}

/** The delay before the next try after `attempts` failed ones: retry × 2^(attempts−1), at most an hour. */
export function retryDelaySeconds(retrySeconds: number, attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, retrySeconds * 2 ** Math.max(0, attempts - 1));
}
