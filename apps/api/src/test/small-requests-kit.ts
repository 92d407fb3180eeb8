import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** The running server and what a payload needs to reach it. */
export interface Target {
  url: string;
  port: number;
  /** `authorization` of the first Admin (also an editor). */
  admin: Record<string, string>;
  /** A fresh client address (X-Forwarded-For, believed from loopback) so limits stay out of the way. */
  nextIp(): string;
}

/**
 * What one send ended in: a status, the server closing the connection unanswered, a reset, or the
 * connection still open when the client gave up.
 */
export type Outcome = number | 'closed' | 'reset' | 'open';

/** One small-but-costly request, sent `count` times one after the other. */
export interface CostlyPayload {
  name: string;
  count: number;
  send(target: Target): Promise<Outcome>;
  /** The outcomes that count as refused properly. */
  expect: Outcome[];
  /** The longest one send may take. */
  maxMs: number;
}

/** A list of payloads of one kind; the resilience file runs every group of its list. */
export interface PayloadGroup {
  name: string;
  payloads: CostlyPayload[];
}

/** A raw HTTP request with any headers and body (a Buffer is sent as is): its outcome. */
export function rawRequest(
  target: Target,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    let status: number | undefined;
    const req = httpRequest(
      new URL(options.path, target.url),
      {
        agent: false,
        method: options.method,
        headers: {
          'x-forwarded-for': target.nextIp(),
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => resolve(status ?? 0));
        res.on('error', () => resolve(status ?? 'reset'));
      },
    );
    // A server that refuses an over-long body may close before all of it is written.
    req.on('error', () => resolve(status ?? 'reset'));
    req.end(body);
  });
}

/**
 * Sends a request's head and the start of its body, then nothing more: resolves 'closed' (or the
 * status the server answered before closing) once the server cuts the connection.
 */
export function neverFinishedBody(target: Target, path: string, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(target.port, '127.0.0.1', () =>
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `X-Forwarded-For: ${target.nextIp()}\r\nContent-Length: 1000\r\n\r\n{"email":"`,
      ),
    );
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve(gaveUp ? 'open' : status ? Number(status) : 'closed');
    });
  });
}

/** One timed GET over `agent`: its status (0 on failure) and time. */
function timedGet(agent: Agent, url: URL): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    const req = httpRequest(url, { agent, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(0));
    req.end();
  });
}

/** A bare HTTP server in a process of its own: how fast an idle process on this machine answers. */
export async function startControlServer(): Promise<{ url: string; pid: number; stop(): void }> {
  const code =
    "const s=require('node:http').createServer((q,r)=>r.end('ok'));" +
    "s.listen(0,'127.0.0.1',()=>console.log(s.address().port))";
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => void child.kill() };
}

export interface HealthSample {
  status: number;
  ms: number;
  /** The control server's answer time at the same moment (machine load, not the server's doing). */
  controlMs: number;
  at: number;
}

/**
 * GET /api/health every `everyMs` over one kept-alive socket, and at the same moment the control
 * server's `/`; `stop()` gives every pair of answer times.
 */
export function pollHealth(url: string, controlUrl: string, everyMs = 50) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const controlAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: HealthSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      const [health, control] = await Promise.all([
        timedGet(agent, new URL('/api/health', url)),
        timedGet(controlAgent, new URL('/', controlUrl)),
      ]);
      samples.push({ status: health.status, ms: health.ms, controlMs: control.ms, at });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + everyMs - performance.now())));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      controlAgent.destroy();
      return samples;
    },
  };
}

/** Runs every payload of a group; returns each send that ended unexpectedly or took too long. */
export async function runGroup(group: PayloadGroup, target: Target): Promise<string[]> {
  const problems: string[] = [];
  for (const payload of group.payloads) {
    for (let sent = 0; sent < payload.count; sent += 1) {
      const started = performance.now();
      const outcome = await payload.send(target);
      const ms = Math.round(performance.now() - started);
      if (!payload.expect.includes(outcome)) problems.push(`${group.name} / ${payload.name}: ${outcome}`);
      if (ms > payload.maxMs)
        problems.push(`${group.name} / ${payload.name}: ${ms} ms > ${payload.maxMs} ms`);
    }
  }
  return problems;
}
