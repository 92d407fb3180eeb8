import { z } from 'zod';

/**
 * In the browser zod's object parser never compiles code (`jitless`): its probe for that, a caught
 * `new Function`, is reported by the pages' CSP (no `unsafe-eval`) and cost every page Lighthouse's
 * best-practices points (docs/decisions/0010-first-paint.md). It must run before any schema is built:
 * vite.config.ts puts this module in the framework chunk beside zod, which every chunk with a schema
 * imports. The server shares the API's zod, whose compiled parsers stay on.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
