import type { CampaignAdmin, CampaignEdit, GuideAdmin, GuideEdit } from '@pusula/core/contract/content.ts';
import { LANGS } from '@pusula/core/i18n/languages.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { guides, guideTexts } from '../features/content/content-tables.ts';

export type Method = 'GET' | 'POST' | 'PUT';

/** One request through the app; the JSON body (or {}) and the response headers. */
export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string> = {},
  payload?: object | string,
) {
  const response = await app.inject({
    method,
    url,
    headers: typeof payload === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (response.body ? response.json() : {}) as { data?: unknown; message?: string; errors?: string[] },
  };
}

/** The body an editor would send back for a campaign as the admin list shows it (a copy). */
export function campaignBody(campaign: CampaignAdmin): CampaignEdit {
  const { image, link, active, texts } = structuredClone(campaign);
  return { image, link, active, texts };
}

export function guideBody(guide: GuideAdmin): GuideEdit {
  const { image, active, texts } = structuredClone(guide);
  return { image, active, texts };
}

/** A campaign body with a title per language (sample texts of valid lengths). */
export function newCampaign(title: string, active = true): CampaignEdit {
  const text = () => ({ title, description: `${title}: açıklama metni` });
  return {
    image: '/images/campaigns/test.svg',
    link: '/kampanyalar',
    active,
    texts: { tr: text(), en: text(), ar: text() },
  };
}

/** A second guide written straight into the tables (the API has no guide creation). */
export async function insertTestGuide(db: Db, slug: string) {
  const [row] = await db
    .insert(guides)
    .values({ slug, image: '/images/guides/test.svg', sortOrder: 99 })
    .returning({ id: guides.id });
  await db.insert(guideTexts).values(
    LANGS.map((lang) => ({
      guideId: row!.id,
      lang,
      slug: lang === 'tr' ? slug : `${slug}-${lang}`,
      title: `Test rehberi ${lang}`,
      description: 'Test rehberinin açıklaması',
      introTitle: 'Giriş başlığı',
      introSubtitle: 'Giriş alt başlığı',
      introParagraph: 'Giriş paragrafının metni',
      content: '<p>İçerik metni</p>',
    })),
  );
}
