import { interpolate } from '@pusula/core/i18n/translate.ts';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { ParseKeys } from './keys.ts';
import { useTranslation } from './use-translation.tsx';

/** `<tag>inner</tag>` in a text (no nesting, no attributes: the texts use none). */
const TAG = /<(\w+)>(.*?)<\/\1>/gs;

export interface TransProps {
  i18nKey: ParseKeys;
  values?: Record<string, unknown>;
  /** The element each named tag becomes, e.g. `{ num: <bdi dir="ltr" /> }`; its inner text is the children. */
  components?: Record<string, ReactElement>;
}

/**
 * A text with named tags (`<num>…</num>`), each replaced by a copy of the given element.
 * The text is split before the values go in, so a value can never add an element.
 */
export function Trans({ i18nKey, values = {}, components = {} }: TransProps): ReactNode {
  const { t, i18n } = useTranslation();
  // A missing text shows its whole key, namespace included.
  if (!i18n.exists(i18nKey)) return i18nKey;
  // A numeric `count` value picks the plural form (packages/core/src/i18n/plurals.ts) and is written in
  // the language's number format; a number cannot add an element, so filling it before the split is safe.
  const text = typeof values.count === 'number' ? t(i18nKey, { count: values.count }) : t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    if (match.index > last) parts.push(interpolate(text.slice(last, match.index), values));
    const element = components[tag];
    const content = interpolate(inner, values);
    parts.push(element ? cloneElement(element, { key: parts.length }, content) : content);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(interpolate(text.slice(last), values));
  return parts;
}
