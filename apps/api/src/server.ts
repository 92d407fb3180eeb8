import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedDemoData } from './db/seed.ts';
import { ensureFirstAdmin } from './features/auth/first-admin.ts';
import { startFundsScheduler } from './features/funds/funds-scheduler.ts';
import { startLogRetention } from './features/logs/logs-retention.ts';
import { startRatesScheduler } from './features/market/market-scheduler.ts';
import { registerDrain } from './plugins/drain.ts';

const started = performance.now();
const config = loadConfigOrExit();

async function main() {
  const database = await openDatabase(config);
  await database.migrate();
  if (config.seedDemo) await seedDemoData(database.db);
  const app = await buildApp({
    config,
    database,
    serveWeb: true,
    outbox: true,
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });
  await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword }, app.log);
  const stopFundImports = startFundsScheduler({
    db: database.db,
    intervalMin: config.fundsImportIntervalMin,
    baseUrl: config.fundsSourceUrl,
    log: app.log,
  });
  const stopRateImports = startRatesScheduler({
    db: database.db,
    intervalMin: config.ratesImportIntervalMin,
    importOptions: { tcmbUrl: config.marketTcmbUrl, providerUrl: config.marketProviderUrl },
    log: app.log,
  });
  const logRetention = startLogRetention({ db: database.db, days: config.logRetentionDays, log: app.log });
  app.addHook('onClose', async () => {
    await Promise.all([stopFundImports(), stopRateImports(), logRetention.stop()]);
    await database.close();
  });

  const drain = registerDrain(app);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 15 s, exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await drain.drainAndClose();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      startupMs: Math.round(performance.now() - started),
    },
    `Finansal Pusula is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
