/**
 * What every demo seed shares: the date the demo figures describe (shown next to every sample row) and
 * the version of the demo data set. Its own module, imported by demo-seed.ts and each feature's seed, so
 * no feature seed imports demo-seed.ts (which imports them).
 */
export const SAMPLE_AS_OF = '2026-11-20';
/**
 * Bump when any demo seed changes: a start skips the seed while the stored version and date are current
 * (demo-seed.ts), so existing data folders pick up new demo rows only through this number.
 */
export const SEED_VERSION = 7;
