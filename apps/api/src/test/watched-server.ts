import { startControlServer } from './health-watch.ts';
import { processStore } from './process-store.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/** A server process on a store of its own, beside an idle control process for health timing. */
export interface WatchedServer {
  server: ServerProcess;
  /** The idle process whose health time is taken off the server's (health-watch.ts blockedAnswers). */
  control: Awaited<ReturnType<typeof startControlServer>>;
  stop(): Promise<void>;
}

/**
 * Starts the real server process with production defaults (log level info, no importer runs) plus
 * `env`, on a store of its own (process-store.ts), and the control process the health watch polls beside it.
 */
export async function startWatchedServer(
  env: Record<string, string | undefined> = {},
): Promise<WatchedServer> {
  const store = await processStore();
  const control = await startControlServer();
  let server: ServerProcess;
  try {
    server = await startServerProcess({
      env: {
        ...store.env,
        LOG_LEVEL: undefined, // the default (info)
        FUNDS_IMPORT_INTERVAL_MIN: '0',
        RATES_IMPORT_INTERVAL_MIN: '0',
        ...env,
      },
    });
  } catch (error) {
    control.stop();
    await store.drop().catch(() => undefined); // the start's error is the one to report
    throw error;
  }
  return {
    server,
    control,
    stop: async () => {
      control.stop();
      try {
        await server.stop();
      } finally {
        await store.drop();
      }
    },
  };
}
