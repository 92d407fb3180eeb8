import type { SiteData } from '@pusula/core/contract/content.ts';
import { isTickerCode } from '@pusula/core/market/ticker-codes.ts';
import { FUND_CODE_PATTERN, FUND_PAGES_PATH, normalizeFundCode } from '@pusula/core/site/fund-paths.ts';
import { CURRENCY_PATH_PREFIX } from '@pusula/core/site/routes.ts';
import { langQuery } from '@pusula/core/site/seo.ts';
import { pageKeyOf } from './page-cache.ts';
import { pageLangOf } from './page-lang.ts';
import { NOT_FOUND_PATH, type PageTable, type PageTarget, redirectTo, targetOf } from './page-paths.ts';

type ParamTarget = Extract<PageTarget, { kind: 'param' }>;

/** The kept answer's key for a request, or where to redirect it (docs/security.md "Page rendering and caching"). */
export async function pageRequestKeyOf(
  rawUrl: string,
  cookie: string | undefined,
  table: PageTable,
  site: SiteData,
): Promise<{ key: string; vary?: string } | { location: string }> {
  let target = targetOf(rawUrl, table);
  const search = new URLSearchParams(rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '');
  if (target.kind === 'param')
    target =
      target.prefix === CURRENCY_PATH_PREFIX
        ? currencyTarget(target, search)
        : target.prefix === `${FUND_PAGES_PATH}/`
          ? await fundTarget(target, search, site)
          : await guideTarget(target, search, site);
  if (target.kind === 'redirect') return { location: target.location };
  const lang = pageLangOf(search, cookie);
  // A document asked without `?lang=` is in the cookie's language: a shared cache keeps one copy per
  // Cookie header (docs/decisions/0015-language-cookie.md). Data requests never read the language.
  const vary = target.data || search.has('lang') ? undefined : 'cookie';
  if (target.kind === 'page') {
    return { key: pageKeyOf(target.path, target.data, target.ids, search, lang), vary };
  }
  return { key: pageKeyOf(NOT_FOUND_PATH, target.data, table.notFoundIds, search, lang), vary };
}

/** A ticker code's page (`/doviz/usd`, lower case canonical): another form redirects, an unknown code is not found. */
function currencyTarget(target: ParamTarget, search: URLSearchParams): PageTarget {
  if (!isTickerCode(target.value.toUpperCase())) return { kind: 'not-found', data: target.data };
  const path = `${target.prefix}${target.value}`;
  if (path === target.rawPath) return { kind: 'page', path, ids: target.ids, data: target.data };
  return redirectTo(path, target.data, search.toString());
}

/** A fund by its code, written upper case (`/fonlar/aak` redirects to `/fonlar/AAK`); unknown: not found. */
async function fundTarget(target: ParamTarget, search: URLSearchParams, site: SiteData): Promise<PageTarget> {
  const code = normalizeFundCode(target.value);
  if (!FUND_CODE_PATTERN.test(code) || !(await site.funds?.exists(code)))
    return { kind: 'not-found', data: target.data };
  const path = `${target.prefix}${code}`;
  if (path === target.rawPath) return { kind: 'page', path, ids: target.ids, data: target.data };
  return redirectTo(path, target.data, search.toString());
}

/** A guide by its Turkish slug; an English or Arabic slug redirects to it in that language (guide.tsx). */
async function guideTarget(
  target: ParamTarget,
  search: URLSearchParams,
  site: SiteData,
): Promise<PageTarget> {
  const guide = await site.guide(target.value);
  if (guide) {
    const path = `${target.prefix}${encodeURIComponent(guide.slug)}`;
    if (path === target.rawPath) return { kind: 'page', path, ids: target.ids, data: target.data };
    return redirectTo(path, target.data, search.toString());
  }
  const alias = await site.guideAlias(target.value);
  if (!alias) return { kind: 'not-found', data: target.data };
  const path = `${target.prefix}${encodeURIComponent(alias.slug)}`;
  return redirectTo(path, target.data, langQuery(alias.lang).slice(1));
}
