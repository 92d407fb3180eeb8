import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDir: string;
  seedDemo: boolean;
  logLevel: string;
  version: string;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** Every setting the server reads, with its default (the README lists the same table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    webDir: resolve(env.WEB_DIR || resolve(repoRoot, 'apps/web/build/client')),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    version: env.APP_VERSION || '0.1.0',
  };
}
