import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

/** One request of a load mix and the statuses that count as success for it. */
export interface LoadRequest {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  ok: number[];
}

export interface LoadResult {
  requests: number;
  errors: string[];
  byName: Record<string, number>;
  latenciesMs: number[];
  seconds: number;
}

/** One request over the keep-alive agent: its status (or the socket error) and its time. */
export function send(agent: Agent, baseUrl: string, item: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(item.path, baseUrl);
    const body = item.body === undefined ? undefined : Buffer.from(item.body);
    const req = httpRequest(
      target,
      {
        agent,
        method: item.method,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...item.headers,
        },
      },
      (res) => {
        res.resume(); // the body is read and dropped: the server's work is what is measured
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Test only: `connections` workers, each sending one request after the other over its own kept-alive
 * socket for `durationMs`; `next(elapsedMs)` picks each request (it keeps limited kinds within rate).
 * A status outside the request's `ok` list or a socket error is an error (samples kept).
 */
export async function runLoad(options: {
  baseUrl: string;
  connections: number;
  durationMs: number;
  next: (elapsedMs: number) => LoadRequest;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const result: LoadResult = { requests: 0, errors: [], byName: {}, latenciesMs: [], seconds: 0 };
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < options.durationMs) {
      const item = options.next(performance.now() - started);
      const sent = performance.now();
      let problem: string | null = null;
      try {
        const status = await send(agent, options.baseUrl, item);
        if (!item.ok.includes(status)) problem = `${item.name}: HTTP ${status}`;
      } catch (error) {
        problem = `${item.name}: ${(error as Error).message}`;
      }
      result.latenciesMs.push(performance.now() - sent);
      result.requests += 1;
      result.byName[item.name] = (result.byName[item.name] ?? 0) + 1;
      if (problem) result.errors.push(problem);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** The resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}
