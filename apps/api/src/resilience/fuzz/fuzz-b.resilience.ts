import { fuzzSuite } from '../../test/fuzz-suite.ts';

// One of the two files that fuzz the API routes at the same time (test/fuzz-suite.ts).
fuzzSuite('b');
