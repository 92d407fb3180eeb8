import {
  type CampaignAdmin,
  type CampaignEdit,
  campaignEditSchema,
  type GuideAdmin,
  type GuideEdit,
  guideEditSchema,
  imagePathSchema,
} from '@pusula/core/contract/content.ts';
import { LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import type { ParseKeys } from '../../lib/i18n/keys.ts';

export const CAMPAIGN_TEXT_FIELDS = ['title', 'description'] as const;
export type CampaignTextField = (typeof CAMPAIGN_TEXT_FIELDS)[number];

export const GUIDE_TEXT_FIELDS = [
  'slug',
  'title',
  'description',
  'introTitle',
  'introSubtitle',
  'introParagraph',
  'content',
] as const;
export type GuideTextField = (typeof GUIDE_TEXT_FIELDS)[number];

type Texts<F extends string> = Record<Lang, Record<F, string>>;

/** What the campaign dialog holds while the editor types (strings as typed, nothing trimmed yet). */
export interface CampaignValues {
  image: string;
  link: string;
  active: boolean;
  texts: Texts<CampaignTextField>;
}

/** What the guide dialog holds: the texts; image and active go back as they came. */
export interface GuideValues {
  image: string;
  active: boolean;
  texts: Texts<GuideTextField>;
}

/** A message for a field: a key of the texts with its values, translated when shown. */
export interface FieldMessage {
  key: ParseKeys;
  values?: Record<string, string | number>;
}

/** Errors by the field's path as the API names it (`image`, `texts.ar.title`). */
export type FieldErrors = Record<string, FieldMessage>;

function perLang<F extends string>(fields: readonly F[], pick: (lang: Lang, field: F) => string): Texts<F> {
  const entry = (lang: Lang) =>
    Object.fromEntries(fields.map((field) => [field, pick(lang, field)])) as Record<F, string>;
  return { tr: entry('tr'), en: entry('en'), ar: entry('ar') };
}

export function campaignValuesOf(campaign: CampaignAdmin | null): CampaignValues {
  if (!campaign) {
    return { image: '', link: '', active: true, texts: perLang(CAMPAIGN_TEXT_FIELDS, () => '') };
  }
  return {
    image: campaign.image,
    link: campaign.link ?? '',
    active: campaign.active,
    texts: perLang(CAMPAIGN_TEXT_FIELDS, (lang, field) => campaign.texts[lang][field]),
  };
}

export function guideValuesOf(guide: GuideAdmin): GuideValues {
  return {
    image: guide.image,
    active: guide.active,
    texts: perLang(GUIDE_TEXT_FIELDS, (lang, field) => guide.texts[lang][field]),
  };
}

/** Field paths in the order the dialog shows them (the first with an error gets the focus). */
export function campaignFieldOrder(): string[] {
  return [
    ...CAMPAIGN_TEXT_FIELDS.flatMap((field) => LANGS.map((lang) => `texts.${lang}.${field}`)),
    'image',
    'link',
  ];
}

export function guideFieldOrder(): string[] {
  return GUIDE_TEXT_FIELDS.flatMap((field) => LANGS.map((lang) => `texts.${lang}.${field}`));
}

/** The DOM id of a field's control inside one dialog (`texts.ar.title` → `…-texts-ar-title`). */
export function fieldId(base: string, path: string): string {
  return `${base}-${path.replaceAll('.', '-')}`;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
}

const FORMAT_KEYS: Record<string, ParseKeys> = {
  image: 'cms:validation.image',
  link: 'cms:validation.link',
  slug: 'cms:validation.slug',
};

/** One zod issue as a text key of this feature (zod's own messages are English only). */
function messageOf(issue: IssueLike, values: unknown): FieldMessage {
  const raw = valueAt(values, issue.path);
  if (typeof raw === 'string' && raw.trim() === '' && issue.code === 'too_small')
    return { key: 'cms:validation.required' };
  if (issue.code === 'too_small')
    return { key: 'cms:validation.tooShort', values: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big')
    return { key: 'cms:validation.tooLong', values: { max: Number(issue.maximum) } };
  const last = String(issue.path[issue.path.length - 1] ?? '');
  if (issue.code === 'invalid_format' && FORMAT_KEYS[last]) return { key: FORMAT_KEYS[last] };
  return { key: 'cms:validation.invalid' };
}

function errorsOf(issues: readonly IssueLike[], values: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue, values);
  }
  return errors;
}

/**
 * Checks the dialog's values with the API's own schema and answers the body to send (trimmed, an
 * empty link is null) or the errors by field.
 */
export function readCampaign(values: CampaignValues): { edit: CampaignEdit | null; errors: FieldErrors } {
  const link = values.link.trim();
  const body = { ...values, link: link === '' ? null : link };
  const parsed = campaignEditSchema.safeParse(body);
  if (parsed.success) return { edit: parsed.data, errors: {} };
  return { edit: null, errors: errorsOf(parsed.error.issues, body) };
}

export function readGuide(values: GuideValues): { edit: GuideEdit | null; errors: FieldErrors } {
  const parsed = guideEditSchema.safeParse(values);
  if (parsed.success) return { edit: parsed.data, errors: {} };
  return { edit: null, errors: errorsOf(parsed.error.issues, values) };
}

/** True when the path is one an image may be shown from (a site image, never an outside host). */
export function isShowableImage(path: string): boolean {
  return imagePathSchema.safeParse(path).success;
}

const NAMED_FIELD = /^([A-Za-z]+(?:\.[A-Za-z]+)*): ([\s\S]+)$/;

/**
 * Puts the server's messages under the fields they name (`texts.tr.slug: …` goes under that field,
 * without the prefix); the others come back in `rest`, shown at the top of the dialog.
 */
export function placeServerErrors(
  messages: readonly string[],
  fields: readonly string[],
): { errors: Record<string, string>; rest: string[] } {
  const known = new Set(fields);
  const errors: Record<string, string> = {};
  const rest: string[] = [];
  for (const message of messages) {
    const match = NAMED_FIELD.exec(message.trim());
    const path = match?.[1];
    if (path && match[2] && known.has(path)) errors[path] ??= match[2];
    else rest.push(message);
  }
  return { errors, rest };
}

/** The images the campaigns already use (for the image field's suggestions), sorted, once each. */
export function usedImages(campaigns: readonly CampaignAdmin[]): string[] {
  return [...new Set(campaigns.map((campaign) => campaign.image))].sort();
}
