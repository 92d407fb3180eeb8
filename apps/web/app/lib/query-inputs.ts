/**
 * Result links (docs/requirements/site-and-pages.md#result-links): a calculator's inputs travel in the
 * address query as plain text. The query is hostile input: only whitelisted names are read, each value
 * is cut to QUERY_VALUE_MAX characters and control characters are dropped; the form's own validation
 * then judges what is left.
 */

/** Longest value read from the query (the longest real input, a 50.000.000 amount, has 8 digits). */
export const QUERY_VALUE_MAX = 32;

/** The values a page found in its query, by name (absent names are left out). */
export type QueryValues<Name extends string> = Partial<Record<Name, string>>;

// Control characters (C0, DEL, C1): a '%00' in a link never reaches a field.
const CONTROL = /\p{Cc}/gu;

/** One value as the form may see it: control characters dropped, trimmed, at most QUERY_VALUE_MAX long. */
export function cleanQueryValue(raw: string): string {
  return raw
    .slice(0, QUERY_VALUE_MAX * 4)
    .replace(CONTROL, '')
    .trim()
    .slice(0, QUERY_VALUE_MAX);
}

/** The whitelisted names present in `params`, cleaned; unknown names are ignored. */
export function readQuery<Name extends string>(
  params: URLSearchParams,
  names: readonly Name[],
): QueryValues<Name> {
  const values: QueryValues<Name> = {};
  for (const name of names) {
    const raw = params.get(name);
    if (raw !== null) values[name] = cleanQueryValue(raw);
  }
  return values;
}

/**
 * The query string for `inputs` in the order of `names` (stable, so the same inputs always give the
 * same link); empty and absent values are left out. No leading '?'.
 */
export function writeQuery<Name extends string>(names: readonly Name[], inputs: QueryValues<Name>): string {
  const params = new URLSearchParams();
  for (const name of names) {
    const value = inputs[name];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return params.toString();
}

/** True when `values` holds at least one name: the page opened from a link and calculates at once. */
export function hasQueryValues<Name extends string>(values: QueryValues<Name>): boolean {
  return Object.keys(values).length > 0;
}
