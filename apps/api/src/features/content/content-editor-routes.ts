import { CONSOLE_ROLES } from '@pusula/core/auth/roles.ts';
import {
  campaignEditSchema,
  campaignOrderSchema,
  type GuideEdit,
  guideEditSchema,
  guideTextSchema,
} from '@pusula/core/contract/content.ts';
import { LANGS } from '@pusula/core/i18n/languages.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/request-lang.ts';
import { authorize } from '../../plugins/authz.ts';
import {
  createCampaign,
  listCampaignsAdmin,
  reorderCampaigns,
  updateCampaign,
} from './content-repository.ts';
import { sanitizeGuideHtml } from './content-sanitize.ts';
import {
  campaignAdminListResponse,
  campaignAdminResponse,
  campaignIdParams,
  guideAdminListResponse,
  guideAdminResponse,
  isSlugLike,
  slugParams,
} from './content-schemas.ts';
import { listGuidesAdmin, SlugTakenError, updateGuide } from './guides-repository.ts';
import { refreshSiteData } from './site-data.ts';

const EDITORS = authorize(...CONSOLE_ROLES);
const tags = ['content editor'];
const security = [{ bearer: [] }];

const by = (request: FastifyRequest) => request.user.userName;

/** 400 naming each field, in the request's language. */
function badFields(
  request: FastifyRequest,
  key: string,
  fields: string[],
  params: Record<string, string> = {},
) {
  if (fields.length === 0) return;
  throw new HttpError(400, 'http.400', {
    errors: fields.map((field) => t(request, key, { ...params, field })),
  });
}

const campaignNotFound = () => new HttpError(404, 'http.404', { errors: ['content:api.campaignNotFound'] });
const guideNotFound = () => new HttpError(404, 'http.404', { errors: ['content:api.guideNotFound'] });

/**
 * A guide body with every language's content sanitised; refused when too little is left of one (the
 * stored guide must still satisfy the contract, or it could not be served back).
 */
function sanitizedGuide(request: FastifyRequest, edit: GuideEdit): GuideEdit {
  const texts = { ...edit.texts };
  for (const lang of LANGS) texts[lang] = { ...texts[lang], content: sanitizeGuideHtml(texts[lang].content) };
  const short = LANGS.filter((lang) => !guideTextSchema.shape.content.safeParse(texts[lang].content).success);
  badFields(
    request,
    'content:api.contentTooShort',
    short.map((lang) => `texts.${lang}.content`),
  );
  return { ...edit, texts };
}

/**
 * Editors (Admin, Editor) manage campaigns and guides. Each write is one transaction (a row and its
 * three languages), is written to the system log by the logs hook, and refreshes the shared SiteData
 * snapshot before the answer, so the public routes and pages show it at once.
 */
export const contentEditorRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const { db } = opts.database;

  app.get(
    '/campaigns/admin',
    { onRequest: EDITORS, schema: { tags, security, response: { 200: campaignAdminListResponse } } },
    async () => ({ data: await listCampaignsAdmin(db) }),
  );

  app.post(
    '/campaigns/admin',
    {
      onRequest: EDITORS,
      schema: { tags, security, body: campaignEditSchema, response: { 201: campaignAdminResponse } },
    },
    async (request, reply) => {
      const data = await createCampaign(db, request.body, by(request));
      await refreshSiteData(db);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/campaigns/admin/order',
    {
      onRequest: EDITORS,
      schema: { tags, security, body: campaignOrderSchema, response: { 200: campaignAdminListResponse } },
    },
    async (request) => {
      const data = await reorderCampaigns(db, request.body.ids, by(request));
      if (!data) throw new HttpError(400, 'http.400', { errors: ['content:api.orderMismatch'] });
      await refreshSiteData(db);
      return { data };
    },
  );

  app.put(
    '/campaigns/admin/:id',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        params: campaignIdParams,
        body: campaignEditSchema,
        response: { 200: campaignAdminResponse },
      },
    },
    async (request) => {
      const data = await updateCampaign(db, Number(request.params.id), request.body, by(request));
      if (!data) throw campaignNotFound();
      await refreshSiteData(db);
      return { data };
    },
  );

  app.get(
    '/guides/admin',
    { onRequest: EDITORS, schema: { tags, security, response: { 200: guideAdminListResponse } } },
    async () => ({ data: await listGuidesAdmin(db) }),
  );

  app.put(
    '/guides/admin/:slug',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        params: slugParams,
        body: guideEditSchema,
        response: { 200: guideAdminResponse },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!isSlugLike(slug)) throw guideNotFound();
      // The routes use the Turkish slugs of the spec: the Turkish text's slug cannot move.
      if (request.body.texts.tr.slug !== slug)
        badFields(request, 'content:api.slugMismatch', ['texts.tr.slug'], { slug });
      const edit = sanitizedGuide(request, request.body);
      try {
        const data = await updateGuide(db, slug, edit, by(request));
        if (!data) throw guideNotFound();
        await refreshSiteData(db);
        return { data };
      } catch (error) {
        if (error instanceof SlugTakenError)
          badFields(request, 'content:api.slugTaken', [`texts.${error.lang}.slug`]);
        throw error;
      }
    },
  );
};
