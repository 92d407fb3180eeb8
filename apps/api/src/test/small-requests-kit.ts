import { request as httpRequest } from 'node:http';
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
