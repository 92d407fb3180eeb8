import type { LocalizedGuide } from '@pusula/core/contract/content.ts';
import type { Lang } from '@pusula/core/i18n/languages.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestLang } from '../../lib/request-lang.ts';
import { contentEditorRoutes } from './content-editor-routes.ts';
import {
  campaignCardsResponse,
  guideCardsResponse,
  guideResponse,
  guideSlugPath,
  isSlugLike,
} from './content-schemas.ts';
import { getSiteData } from './site-data.ts';

const tags = ['content'];

function publicCache(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60');
}

function guideCard(guide: LocalizedGuide, lang: Lang) {
  const text = guide.texts[lang];
  return {
    id: guide.slug,
    title: text.title,
    description: text.description,
    image: guide.image,
    imageWidth: guide.imageWidth,
    imageHeight: guide.imageHeight,
  };
}

/**
 * Campaigns and guides (docs/content.md#campaigns-and-guides): public reads in the request's language (Accept-Language,
 * Turkish by default) served from the shared SiteData snapshot, and the editors' routes.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const { db } = opts.database;
  const site = getSiteData(db);

  app.get(
    '/campaigns',
    { schema: { tags, summary: 'Active campaigns by sort order', response: { 200: campaignCardsResponse } } },
    async (request, reply) => {
      const lang = requestLang(request);
      const data = (await site.campaigns()).map((campaign) => ({
        id: campaign.id,
        title: campaign.texts[lang].title,
        description: campaign.texts[lang].description,
        image: campaign.image,
        imageWidth: campaign.imageWidth,
        imageHeight: campaign.imageHeight,
        link: campaign.link,
      }));
      publicCache(reply);
      return { data };
    },
  );

  app.get(
    '/guides',
    { schema: { tags, summary: 'Active guides by sort order', response: { 200: guideCardsResponse } } },
    async (request, reply) => {
      const lang = requestLang(request);
      const data = (await site.guides()).map((guide) => guideCard(guide, lang));
      publicCache(reply);
      return { data };
    },
  );

  // A wildcard rather than `:slug`: the router refuses parameters over 100 characters with 414, while
  // a slug may have up to 120; the handler validates it strictly (anything else, `/` included, is 404).
  app.get(
    '/guides/*',
    {
      schema: {
        tags,
        summary: 'One guide by its Turkish, English or Arabic slug, in the request language',
        params: guideSlugPath,
        response: { 200: guideResponse },
      },
    },
    async (request, reply) => {
      const slug = request.params['*'];
      let guide = isSlugLike(slug) ? await site.guide(slug) : null;
      if (!guide && isSlugLike(slug)) {
        const alias = await site.guideAlias(slug);
        guide = alias ? await site.guide(alias.slug) : null;
      }
      if (!guide) throw new HttpError(404, 'http.404', { errors: ['content:api.guideNotFound'] });
      const lang = requestLang(request);
      const { slug: _localSlug, ...text } = guide.texts[lang];
      publicCache(reply);
      return { data: { ...guideCard(guide, lang), ...text, updatedAt: guide.updatedAt } };
    },
  );

  await app.register(contentEditorRoutes, { database: opts.database });
};
