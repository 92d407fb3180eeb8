/** Shared by the account-schemas-*.test.ts files: message keys checked against the tr, en and ar texts. */
import { expect } from 'vitest';
import type { z } from 'zod';
import arAuth from '../i18n/locales/ar/auth.json' with { type: 'json' };
import arCalc from '../i18n/locales/ar/calc.json' with { type: 'json' };
import arCommon from '../i18n/locales/ar/common.json' with { type: 'json' };
import enAuth from '../i18n/locales/en/auth.json' with { type: 'json' };
import enCalc from '../i18n/locales/en/calc.json' with { type: 'json' };
import enCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import trAuth from '../i18n/locales/tr/auth.json' with { type: 'json' };
import trCalc from '../i18n/locales/tr/calc.json' with { type: 'json' };
import trCommon from '../i18n/locales/tr/common.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

const LOCALES: Record<string, Record<string, Tree>> = {
  tr: { auth: trAuth, calc: trCalc, common: trCommon },
  en: { auth: enAuth, calc: enCalc, common: enCommon },
  ar: { auth: arAuth, calc: arCalc, common: arCommon },
};

/** The text of 'auth:password.tooShort' in one language, or undefined when the key is missing. */
export function text(lang: string, messageKey: string): string | undefined {
  const [namespace = '', path = ''] = messageKey.split(':');
  let node: string | Tree | undefined = LOCALES[lang]?.[namespace];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.length > 0 ? node : undefined;
}

export function expectTranslated(messageKey: string) {
  for (const lang of Object.keys(LOCALES))
    expect(text(lang, messageKey), `${lang} ${messageKey}`).toBeDefined();
}

/** Issue messages of a failed parse (each checked to be a key with a text in tr, en and ar); [] on success. */
export function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const keys = result.error.issues.map((issue) => issue.message);
  for (const key of keys) expectTranslated(key);
  return keys;
}
