import { type Lang, langFromAcceptLanguage } from '@pusula/core/i18n/languages.ts';
import { translate } from '@pusula/core/i18n/translate.ts';
import type { FastifyRequest } from 'fastify';

/** The language of a request (Accept-Language: tr, en, ar or sa; Turkish by default). */
export function requestLang(request: FastifyRequest): Lang {
  return langFromAcceptLanguage(request.headers['accept-language']);
}

export function t(request: FastifyRequest, key: string, params?: Record<string, string | number>): string {
  return translate(requestLang(request), key, params);
}
