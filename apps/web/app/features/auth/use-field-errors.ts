import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateKnown } from '../../lib/i18n/translate-known.ts';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * Checks a form against a core schema: each field's first problem, translated (message keys come
 * from the schema). Returns the errors or null when the form is valid.
 */
export function useFieldErrors<K extends string>() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors<K>>({});
  const check = (schema: z.ZodType, values: Record<K, unknown>): Errors<K> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return null;
    }
    const next: Errors<K> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as K;
      if (!next[field]) next[field] = translateKnown(t, issue.message);
    }
    setErrors(next);
    return next;
  };
  return { errors, setErrors, check };
}
