import type { ServerProcess } from './server-process.ts';

/**
 * Test only: the server process's live JavaScript heap after a full garbage collection, read through
 * its inspector (the process must be started with `inspect: true`, which binds the inspector to a
 * random loopback port). Unlike the resident set size, this figure does not depend on when V8 decides
 * to shrink its heap, so a leak check needs neither a long warm-up nor a quiet period.
 */
export async function liveHeapMb(server: ServerProcess): Promise<number> {
  const match = /Debugger listening on (ws:\/\/\S+)/.exec(server.output());
  if (!match) throw new Error(`the server was not started with its inspector:\n${server.output()}`);
  const socket = new WebSocket(match[1] as string);
  await new Promise<void>((opened, failed) => {
    socket.addEventListener('open', () => opened(), { once: true });
    socket.addEventListener('error', () => failed(new Error('inspector connection failed')), { once: true });
  });
  let nextId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((answered, failed) => {
      const id = ++nextId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) failed(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else answered(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: objects freed by the first collection's finalizers go in the second.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'process.memoryUsage().heapUsed',
      returnByValue: true,
    });
    const value = (answer.result as { value?: unknown } | undefined)?.value;
    if (typeof value !== 'number') throw new Error(`unexpected inspector answer: ${JSON.stringify(answer)}`);
    return value / 1024 / 1024;
  } finally {
    socket.close();
  }
}
