import { slowBodyGroup } from '../../test/slow-body-payloads.ts';
import { smallRequestsSuite } from '../../test/small-requests-suite.ts';

// "Small requests, big cost": 50 sign-ins whose body never finishes, cut by the production request
// timeout (30 s) while /api/health stays fast (test/small-requests-suite.ts). The server mostly waits,
// so this file runs beside the two fuzz files instead of after them (vitest.config.ts, project
// resilience-beside): a health answer slowed by their load is taken off by the idle control process,
// and one answer under 200 ms is taken as the scheduler's (health-watch.ts#blockedBesideLoad).
smallRequestsSuite('bodies that never finish', [slowBodyGroup], {
  pollMs: 50,
  minSamples: 100,
  besideLoad: true,
});
