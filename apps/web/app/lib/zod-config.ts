import { z } from 'zod';

/**
 * In the browser zod's object parser never compiles code (`jitless`): its probe for that, a caught
 * `new Function`, is reported by the pages' CSP (no `unsafe-eval`) and cost every page Lighthouse's
 * best-practices points (docs/decisions/0010-first-paint.md). It must run before any schema is built:
 * lazy-validation.ts imports it before any schema module (vite.config.ts keeps it in zod's chunk).
 * The server shares the API's zod, whose compiled parsers stay on.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
