import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  replyTo: string | undefined;
  text: string;
}

/** Decodes =?utf-8?B/Q?…?= words (adjacent words joined) into text. */
function decodeWords(value: string): string {
  const chunks: Buffer[] = [];
  const pattern = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  let last = 0;
  for (const match of joined.matchAll(pattern)) {
    chunks.push(Buffer.from(joined.slice(last, match.index)));
    const [, kind = 'B', data = ''] = match;
    chunks.push(
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replaceAll('_', ' ')),
    );
    last = match.index + match[0].length;
  }
  chunks.push(Buffer.from(joined.slice(last)));
  return Buffer.concat(chunks).toString('utf8');
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? ''));
  }
  return Buffer.from(bytes);
}

/** Just enough of RFC 5322/2045 to read what nodemailer sends for a plain-text message. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? qpBytes(body.replace(/=\r\n/g, '')).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    to,
    raw,
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    replyTo: headers.get('reply-to'),
    text: text.replace(/\r\n/g, '\n'),
  };
}

/**
 * A real SMTP server on loopback (plain text, no auth, no STARTTLS) that keeps what it receives.
 * `reject` makes it answer DATA with 550; `delayMs` makes it slow to accept; `onMail` sees each mail kept.
 */
export async function startSmtp(
  options: { port?: number; reject?: boolean; delayMs?: number; onMail?: (mail: ReceivedMail) => void } = {},
) {
  const mails: ReceivedMail[] = [];
  /** Messages whose DATA began arriving (`count`), and the most received at the same time. */
  const receiving = { count: 0, active: 0, maxActive: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      receiving.count += 1;
      receiving.active += 1;
      receiving.maxActive = Math.max(receiving.maxActive, receiving.active);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        setTimeout(() => {
          receiving.active -= 1;
          if (options.reject)
            return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
          mails.push(mail);
          options.onMail?.(mail);
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
