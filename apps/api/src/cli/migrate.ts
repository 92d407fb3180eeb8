import { runCli } from '../lib/run-cli.ts';

/** `npm run migrate`: applies the committed migrations and exits. */
await runCli(async (database) => {
  console.log(`Migrations applied to the ${database.kind} store.`);
});
