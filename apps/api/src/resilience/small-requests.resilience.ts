import { inputGroups } from '../test/input-payloads.ts';
import { smallRequestsSuite } from '../test/small-requests-suite.ts';

// "Small requests, big cost" (docs/security.md "Bounded work per request"): crafted e-mails, compressed
// bodies and huge error lists, each refused while /api/health stays fast (test/small-requests-suite.ts).
// The bodies that never finish wait out the 30 s request timeout in a file of their own, which runs
// beside the fuzz files (beside/slow-bodies.resilience.ts). Add a group by appending it to inputGroups.
// Health is polled every 10 ms here: the groups take from a fraction of a second to three seconds.
smallRequestsSuite('small requests, big cost', inputGroups, { pollMs: 10, minSamples: 10 });
