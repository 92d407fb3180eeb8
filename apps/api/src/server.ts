import { enableCompileCache } from 'node:module';

// Start time (docs/decisions/0009-start-and-first-load.md): V8 keeps the compiled modules on disk between starts (a sixth or so of the
// start's CPU), so every module is imported below this call, and the app's modules load while the
// database opens.
enableCompileCache();
// The production entry: React and its server renderer load their production builds only when NODE_ENV
// says so (unset, they load the development builds, several times slower to render and with checks
// meant for developers). An explicit value (a developer's `development`) is kept.
process.env.NODE_ENV ??= 'production';
const started = performance.now();
// Every file this process creates is owner-only, the embedded store's included (docs/security.md "Data folder").
(await import('./db/data-dir-modes.ts')).restrictNewFiles();
// Before anything imports drizzle-orm (docs/decisions/0009-start-and-first-load.md).
(await import('./db/drizzle-import-hook.ts')).speedUpDrizzleImports();
const { loadConfigOrExit } = await import('./config.ts');
const { DataDirLockedError } = await import('./db/lock.ts');
const config = loadConfigOrExit();

async function main() {
  const modules = Promise.all([
    import('./app.ts'),
    import('./features/auth/first-admin.ts'),
    import('./features/funds/funds-scheduler.ts'),
    import('./features/logs/logs-retention.ts'),
    import('./features/market/market-scheduler.ts'),
    import('./plugins/drain.ts'),
    import('./lib/log-output.ts'),
  ]);
  modules.catch(() => {}); // awaited below; a failure then is main()'s
  // ADMIN_PASSWORD follows the rules of every password (docs/security.md "Passwords").
  await (await import('./features/auth/first-admin.ts')).checkAdminPassword({
    email: config.adminEmail,
    password: config.adminPassword,
  });
  const { openDatabase } = await import('./db/client.ts');
  const database = await openDatabase(config);
  await database.migrate();
  // The published consumer price index figures (real data, not demo), once per seed version.
  await (await import('./features/cpi/cpi-repository.ts')).seedPublishedCpi(database.db);
  // The idempotent demo seed runs only when the stored one is not this code's (skipped on most starts).
  if (config.seedDemo) await (await import('./demo-seed.ts')).seedDemoDataIfOutdated(database.db);
  const [
    { buildApp },
    { ensureFirstAdmin },
    { startFundsScheduler },
    { startLogRetention },
    { startRatesScheduler },
    { registerDrain },
    { serverLogOptions },
  ] = await modules;
  const app = await buildApp({
    config,
    database,
    serveWeb: true,
    outbox: true,
    logger: serverLogOptions(config.logLevel),
  });
  await ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword }, app.log);
  const stopFundImports = startFundsScheduler({
    db: database.db,
    intervalMin: config.fundsImportIntervalMin,
    firstDelayMs: config.fundsFirstImportDelaySeconds * 1000,
    baseUrl: config.fundsSourceUrl,
    log: app.log,
  });
  const stopRateImports = startRatesScheduler({
    db: database.db,
    intervalMin: config.ratesImportIntervalMin,
    // Missed business days (at most 31 back) are filled from the archive before each import.
    importOptions: { tcmbUrl: config.marketTcmbUrl, providerUrl: config.marketProviderUrl, catchUp: {} },
    log: app.log,
  });
  const stopCpiImports = (await import('./features/cpi/cpi-scheduler.ts')).startCpiScheduler({
    db: database.db,
    apiKey: config.evdsApiKey,
    log: app.log,
  });
  const logRetention = startLogRetention({ db: database.db, days: config.logRetentionDays, log: app.log });
  app.addHook('onClose', async () => {
    stopCpiImports();
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
      // Which React build renders the pages (`production` unless set otherwise: the top of this file).
      nodeEnv: process.env.NODE_ENV,
    },
    `Finansal Pusula is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || (error as Error)?.name === 'AdminPasswordError') {
    console.error((error as Error).message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
