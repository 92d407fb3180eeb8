import { Agent } from 'node:http';
import { PRICED_SAMPLE_FUNDS } from '../apps/api/src/test/fund-sample-codes.ts';
import { type LoadRequest, percentile, send } from '../apps/api/src/test/load-runner.ts';
import { connections, seconds } from './bench-options.ts';

/** What `npm run bench` (scripts/bench.ts) sends to the server, and how one row is measured. */

const ACCEPT = { 'accept-encoding': 'br, gzip' }; // what browsers send
const json = (name: string, path: string, body: unknown): LoadRequest => ({
  name,
  method: 'POST',
  path,
  headers: ACCEPT,
  body: JSON.stringify(body),
  ok: [200],
});
/** A demo fund with a year of sample prices (the fresh data folder's seed), for the fund page row. */
const PRICED_FUND = PRICED_SAMPLE_FUNDS[0] ?? 'AAK';
export const ROWS: LoadRequest[] = [
  json('loan search ihtiyac 100.000 TL / 12 months', '/api/banks/search/ihtiyac', {
    amount: 100_000,
    maturity: 12,
  }),
  json('deposit search 100.000 TL / 90 days', '/api/mevduat/search/all', {
    enteredAmount: 100_000,
    maturity: 90,
  }),
  {
    name: 'rates GET /api/Currency/latest',
    method: 'GET',
    path: '/api/Currency/latest',
    headers: ACCEPT,
    ok: [200],
  },
  json('funds page 1 (20 a page)', '/api/Tefas/paginated', { pageNumber: 1, pageSize: 20 }),
  {
    name: 'home page GET / (HTML)',
    method: 'GET',
    path: '/',
    headers: { ...ACCEPT, accept: 'text/html' },
    ok: [200],
  },
  {
    name: `fund page GET /fonlar/${PRICED_FUND} (HTML)`,
    method: 'GET',
    path: `/fonlar/${PRICED_FUND}`,
    headers: { ...ACCEPT, accept: 'text/html' },
    ok: [200],
  },
];

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  errors: number;
}

/** `connections` workers, each one request after the other over its own kept-alive socket. */
export async function measure(
  baseUrl: string,
  item: LoadRequest,
  forSeconds = seconds,
): Promise<Omit<Row, 'ratio'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        if (!item.ok.includes(await send(agent, baseUrl, item))) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const took = (performance.now() - started) / 1000;
  agent.destroy();
  const p = (q: number) => percentile(latencies, q);
  return { name: item.name, rps: latencies.length / took, p50: p(50), p99: p(99), errors };
}
