import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { send } from '../test/load-runner.ts';
import { processStore } from '../test/process-store.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { PASSWORD } from '../test/test-credentials.ts';
import { storeKind } from '../test/test-db.ts';

// Faults against the real server process on the pass's store: kill -9 during writes and SIGTERM under
// load (the database frozen and stopped mid-run: db-outage.resilience.ts).
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const BASE_ENV = {
  TRUST_PROXY: 'loopback',
  ADMIN_PASSWORD: PASSWORD,
  FUNDS_IMPORT_INTERVAL_MIN: '0',
  RATES_IMPORT_INTERVAL_MIN: '0',
};
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ env: { ...BASE_ENV, ...env } });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}, timeoutMs = 10_000) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
async function adminToken(server: ServerProcess): Promise<string> {
  const answer = await post(`${server.url}/api/Auth/login`, { email: 'admin', password: PASSWORD });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

describe(`faults of the server process (${storeKind()})`, () => {
  let store: Awaited<ReturnType<typeof processStore>>;
  let server: ServerProcess;

  it('kill -9 during writes loses no acknowledged write', async () => {
    store = await processStore();
    cleanups.push(() => store.drop());
    server = await start(store.env);
    const acknowledged = new Set<string>();
    let attempts = 0;
    let killed = false;
    const writer = async (worker: number) => {
      for (let n = 0; !killed; n += 1) {
        attempts += 1;
        const marker = `kill9-${worker}-${n}`;
        try {
          const answer = await post(
            `${server.url}/api/send_mail_contact.php`,
            { full_name: 'Kesinti Testi', phone_number: '0555 111 22 33', message: `Mesaj ${marker}` },
            // Its own address per message: the 5-per-address limit stays out of the way.
            { 'x-forwarded-for': `10.9.${worker}.${n % 250}`, 'x-marker': marker },
          );
          if (answer.status === 200 && ((await answer.json()) as { success: boolean }).success) {
            acknowledged.add(marker);
          }
        } catch {
          // the server died under this request: not acknowledged, so not counted
        }
        if (n >= 249) return;
      }
    };
    const writers = Array.from({ length: 20 }, (_, worker) => writer(worker));
    await new Promise((done) => setTimeout(done, 1500));
    await server.stop('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThan(20);

    server = await start(store.env);
    const token = await adminToken(server);
    const found = new Set<string>();
    for (let page = 1; ; page += 1) {
      const answer = await fetch(`${server.url}/api/ContactMessages?pageNumber=${page}&pageSize=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await answer.json()) as { data: { items: { message: string }[] } };
      for (const item of data.items) found.add(item.message.replace('Mesaj ', ''));
      if (data.items.length < 100) break;
    }
    const lost = [...acknowledged].filter((marker) => !found.has(marker));
    console.log(
      `[resilience:kill9 ${storeKind()}] attempted=${attempts} acknowledged=${acknowledged.size} found=${found.size} lost=${lost.length}`,
    );
    expect(lost).toEqual([]);
    expect(found.size).toBeGreaterThanOrEqual(acknowledged.size);
  });

  it('SIGTERM under load: every request in flight completes with 200, then exit 0', async () => {
    const agent = new Agent({ keepAlive: false });
    const search = { name: 'loans', method: 'POST', path: '/api/banks/search/konut', ok: [200] };
    const body = JSON.stringify({ amount: 2_000_000, maturity: 120 });
    const statuses: (number | string)[] = [];
    let pendingAtSignal = 0;
    const requests = Array.from({ length: 150 }, (_, index) =>
      send(
        agent,
        server.url,
        index % 3 ? { ...search, body } : { name: 'banks', method: 'GET', path: '/api/banks', ok: [200] },
      )
        .then((status) => statuses.push(status))
        .catch((error: Error) => statuses.push(error.message)),
    );
    // The signal comes once a third has been answered: the server has taken every connection by
    // then (the rest wait for the database or the CPU), and many are still being worked on.
    await expect.poll(() => statuses.length, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(50);
    pendingAtSignal = requests.length - statuses.length;
    const exitCode = new Promise<number | null>((done) => server.child.once('exit', (code) => done(code)));
    server.child.kill('SIGTERM');
    await Promise.all(requests);
    const tally: Record<string, number> = {};
    for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
    console.log(
      `[resilience:sigterm ${storeKind()}] requests=${requests.length} inFlightAtSignal=${pendingAtSignal} outcomes=${JSON.stringify(tally)}`,
    );
    expect(pendingAtSignal).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await exitCode).toBe(0);
  });
});

// The database frozen, then stopped, mid-run: db-outage.resilience.ts (PostgreSQL whatever the pass).
