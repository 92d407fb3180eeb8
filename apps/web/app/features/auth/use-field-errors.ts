import { useState } from 'react';
import type { z } from 'zod';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { lazySchemas, preloadOnFirstUse } from '../../lib/lazy-validation.ts';
import { loadPasswordJudge } from '../../lib/password-judge.ts';

type Errors<K extends string> = Partial<Record<K, string>>;

/** The account schemas (and zod) load on a form's first use: lib/lazy-validation.ts. */
const loadAccountSchemas = lazySchemas(() => import('@pusula/core/validation/account-schemas.ts'));
type AccountSchemas = Awaited<ReturnType<typeof loadAccountSchemas>>;

/**
 * Checks a form against a core schema (`pick` chooses it among the account schemas): each field's
 * first problem, translated (message keys come from the schema). `check` resolves to the errors or
 * null when the form is valid; `preload` goes on the `<form>`. A form that sets a password passes
 * `{ setsPassword: true }`: the strength estimate loads with the schemas (lib/password-judge.ts).
 */
export function useFieldErrors<K extends string>(
  pick: (schemas: AccountSchemas) => z.ZodType,
  options: { setsPassword?: boolean } = {},
) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors<K>>({});
  const load = options.setsPassword
    ? () => Promise.all([loadAccountSchemas(), loadPasswordJudge()]).then(([schemas]) => schemas)
    : loadAccountSchemas;
  const check = async (values: Record<K, unknown>): Promise<Errors<K> | null> => {
    const result = pick(await load()).safeParse(values);
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
  return { errors, setErrors, check, preload: preloadOnFirstUse(load) };
}
