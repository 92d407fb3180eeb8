import { type Lang, langFromAcceptLanguage } from '@pusula/core/i18n/languages.ts';
import { translate } from '@pusula/core/i18n/translate.ts';
import type { FastifyRequest } from 'fastify';

/** Each request's language, decided once (docs/security.md "Bounded work per request"). */
const decided = new WeakMap<FastifyRequest, Lang>();

/** The language of a request (Accept-Language: tr, en, ar or sa; Turkish by default), read once. */
export function requestLang(request: FastifyRequest): Lang {
  let lang = decided.get(request);
  if (lang === undefined) {
    lang = langFromAcceptLanguage(request.headers['accept-language']);
    decided.set(request, lang);
  }
  return lang;
}

export function t(request: FastifyRequest, key: string, params?: Record<string, string | number>): string {
  return translate(requestLang(request), key, params);
}
