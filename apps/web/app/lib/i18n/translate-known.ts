import type { TFunction } from './keys.ts';

type AnyKeyTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates a key that is only known at run time (zod issue messages, server error keys, HTTP status
 * keys), which the typed t() cannot check. The one place such keys skip the type check: their texts are
 * checked by packages/core/src/validation/locales.test.ts and scripts/check-i18n.ts instead.
 */
export function translateKnown(t: TFunction, key: string, options?: Record<string, unknown>): string {
  return (t as unknown as AnyKeyTranslate)(key, options);
}
