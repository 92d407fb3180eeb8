import { neverFinishedBody, type PayloadGroup } from './small-requests-kit.ts';

// The slowest of "small requests, big cost" (docs/security.md "Bounded work per request"): request
// bodies that never finish arriving, cut by the server's request timeout (lib/server-timeouts.ts).

/** 50 connections that send a request head and never the whole body: the server must cut them. */
const SLOW = 50;
export const slowBodyGroup: PayloadGroup = {
  name: 'bodies that never finish',
  payloads: [
    {
      name: `${SLOW} unfinished sign-ins at once`,
      count: 1,
      send: async (target) => {
        const outcomes = await Promise.all(
          Array.from({ length: SLOW }, () => neverFinishedBody(target, '/api/Auth/login', 45_000)),
        );
        const cut = outcomes.every((outcome) => outcome === 408 || outcome === 'closed');
        return cut ? 'closed' : 'open';
      },
      expect: ['closed'],
      // The request timeout (30 s) plus Node's check interval (1 s) and some slack.
      maxMs: 40_000,
    },
  ],
};
