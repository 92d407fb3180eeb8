/**
 * What every demo seed shares: the date the demo figures describe (shown next to every sample row) and
 * the version of the demo data set. Its own module, imported by db/seed.ts and each feature's seed, so
 * no feature seed imports db/seed.ts (which imports them).
 */
export const SAMPLE_AS_OF = '2026-11-20';
export const SEED_VERSION = 1;
