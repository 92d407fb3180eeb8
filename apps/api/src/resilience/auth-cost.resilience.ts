import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { blockedAnswers, pollHealth, startControlServer, worstTimes } from '../test/health-watch.ts';
import { processStore } from '../test/process-store.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { PASSWORD } from '../test/test-credentials.ts';
import { storeKind } from '../test/test-db.ts';

// Small requests, big cost (the sign-in part): floods of long sign-in names, of refused sign-ins
// under lockout and of wrong current passwords against the real server process, while GET
// /api/health is polled every 50 ms and must answer within 100 ms (its own share, beside an idle
// control process: test/health-watch.ts); the process log grows by less
// than 1 MB and the system log by a handful of rows (docs/security.md "Sign-in limits", "Logs").
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const post = (server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

/** Runs `count` requests, `parallel` at a time; resolves with their status codes. */
async function flood(count: number, parallel: number, send: (i: number) => Promise<Response>) {
  const codes: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      const answer = await send(i);
      await answer.arrayBuffer();
      codes.push(answer.status);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return codes;
}

describe(`small requests, big cost: sign-in (${storeKind()})`, () => {
  it('long names, lockout floods and wrong current passwords keep health fast and the logs small', async () => {
    const store = await processStore();
    cleanups.push(() => store.drop());
    const server = await startServerProcess({
      env: {
        ...store.env,
        TRUST_PROXY: 'loopback',
        ADMIN_PASSWORD: PASSWORD,
        FUNDS_IMPORT_INTERVAL_MIN: '0',
        RATES_IMPORT_INTERVAL_MIN: '0',
        LOG_LEVEL: 'info', // a line per refused request: the growth measured below is the real one
      },
    });
    cleanups.push(() => server.stop('SIGKILL'));
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const signIn = await post(
      server,
      '/api/Auth/login',
      { email: 'admin', password: PASSWORD },
      from('10.1.0.1'),
    );
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const logCount = async () => {
      const answer = await fetch(`${server.url}/api/Logs?pageSize=1`, { headers: auth });
      return ((await answer.json()) as { totalCount: number }).totalCount;
    };
    const rowsBefore = await logCount();
    const logBefore = server.output().length;
    const control = await startControlServer();
    cleanups.push(async () => control.stop());
    const health = pollHealth(server.url, control.url, 50);
    // A failed step still ends the polling: the next file shares this module graph and times health too.
    cleanups.push(async () => {
      await health.stop();
    });

    health.phase('long names');
    // 1. 300 sign-ins with 3 KB random names (about 1 MB sent): each a fast 400.
    const longNames = await flood(300, 4, (i) =>
      post(
        server,
        '/api/Auth/login',
        { email: randomBytes(1536).toString('hex'), password: 'x' },
        from(`10.2.0.${i % 250}`),
      ),
    );
    expect(new Set(longNames)).toEqual(new Set([400]));

    health.phase('lockout');
    // 2. Five wrong passwords, then 400 refused sign-ins under lockout from that address.
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post(server, '/api/Auth/login', { email: 'admin', password: 'x' }, from('10.3.0.1'))).status,
      ).toBe(401);
    const locked = await flood(400, 4, () =>
      post(server, '/api/Auth/login', { email: 'admin', password: PASSWORD }, from('10.3.0.1')),
    );
    expect(new Set(locked)).toEqual(new Set([429]));

    health.phase('change-password');
    // 3. 300 wrong current passwords with one token: five are verified, the rest are 429.
    const wrongCurrent = await flood(300, 4, (i) =>
      post(
        server,
        '/api/Auth/change-password',
        { currentPassword: `yanlis-${i}`, newPassword: 'Yepyeni-Sifre-Bu-77' },
        { ...auth, ...from('10.4.0.1') },
      ),
    );
    expect(wrongCurrent.filter((code) => code === 400)).toHaveLength(5);
    expect(wrongCurrent.filter((code) => code === 429)).toHaveLength(295);

    const answers = await health.stop();
    expect(answers.length).toBeGreaterThan(10);
    expect(blockedAnswers(answers, 100)).toEqual([]);

    const grown = server.output().length - logBefore;
    expect(grown, server.output().slice(logBefore, logBefore + 2000)).toBeLessThan(1024 * 1024);
    // 5 failures + 1 refusal row; 5 wrong current passwords + 1 refusal row; the long names none.
    await new Promise((done) => setTimeout(done, 500));
    expect((await logCount()) - rowsBefore).toBeLessThanOrEqual(12);
    console.log(`auth-cost: ${worstTimes(answers)}; process log +${grown} bytes`);
  }, 180_000);
});
