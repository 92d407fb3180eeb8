import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';

// Watching GET /api/health while a resilience test loads the server (docs/security.md "Bounded work
// per request"). Each health request goes out together with one to an idle control process on the
// same machine: a server that blocks its own event loop is slow while the control is fast; a machine
// that stalls (2 shared cores, another test run, the host) makes both slow. So a health answer counts
// against the server by its own share: its time minus the control's at the same moment.

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
  /** The phase the test had named when the pair went out. */
  phase: string;
}

/**
 * GET /api/health every `everyMs` over one kept-alive socket, and at the same moment the control
 * server's `/`; `phase(name)` labels the samples that follow; `stop()` gives every pair of times.
 */
export function pollHealth(url: string, controlUrl: string, everyMs = 50) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const controlAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: HealthSample[] = [];
  let running = true;
  let phase = 'start';
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      const [health, control] = await Promise.all([
        timedGet(agent, new URL('/api/health', url)),
        timedGet(controlAgent, new URL('/', controlUrl)),
      ]);
      samples.push({ status: health.status, ms: health.ms, controlMs: control.ms, phase });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + everyMs - performance.now())));
    }
  })();
  return {
    phase(name: string) {
      phase = name;
    },
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      controlAgent.destroy();
      return samples;
    },
  };
}

/** The answer's own share: its time minus the control's at the same moment. */
const ownMs = (sample: HealthSample) => sample.ms - sample.controlMs;

/** A health answer that shows the server blocked: it failed, or its own share reached `limitMs`. */
const isBlocked = (sample: HealthSample, limitMs: number) =>
  sample.status !== 200 || ownMs(sample) >= limitMs;

/**
 * The health answers that show the server blocked (isBlocked), each described for the failure message,
 * with the control's time beside it.
 */
export function blockedAnswers(samples: HealthSample[], limitMs: number): string[] {
  return samples
    .filter((sample) => isBlocked(sample, limitMs))
    .map(
      (sample) =>
        `${sample.status} in ${sample.ms.toFixed(1)} ms during ${sample.phase}` +
        ` (idle control process: ${sample.controlMs.toFixed(1)} ms)`,
    );
}

/**
 * blockedAnswers for a server measured beside CPU-heavy work on purpose (the fuzz files on 2 cores): one
 * 200 answer whose own share stays under `outlierMs` is taken as the scheduler's, not the server's (an
 * idle control process is woken first; a busy one may wait a time slice). A payload that blocks the
 * server blocks it on each of its many requests, so two slow answers, or one at `outlierMs`, still count.
 */
export function blockedBesideLoad(samples: HealthSample[], limitMs: number, outlierMs: number): string[] {
  const blocked = samples.filter((sample) => isBlocked(sample, limitMs));
  const [only] = blocked;
  if (blocked.length === 1 && only?.status === 200 && ownMs(only) < outlierMs) return [];
  return blockedAnswers(samples, limitMs);
}

/** The slowest health answer and the slowest control answer, for the test's printed summary. */
export function worstTimes(samples: HealthSample[]): string {
  const worst = Math.max(...samples.map((sample) => sample.ms));
  const control = Math.max(...samples.map((sample) => sample.controlMs));
  return `${samples.length} health checks, worst ${worst.toFixed(1)} ms (idle control process: worst ${control.toFixed(1)} ms)`;
}
