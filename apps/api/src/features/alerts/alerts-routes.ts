import type { AlertKind } from '@pusula/core/alerts/alert-kinds.ts';
import {
  alertAcceptedSchema,
  alertListSchema,
  alertManageUnsubscribeSchema,
  alertStateSchema,
  alertSubscribeSchema,
  alertTokenSchema,
} from '@pusula/core/validation/alert-schema.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { HttpError } from '../../lib/http-error.ts';
import { authorize } from '../../plugins/authz.ts';
import { alertCounts } from './alerts-counts.ts';
import type { AlertLinks } from './alerts-mails.ts';
import {
  type AlertRow,
  confirm,
  manageList,
  manageUnsubscribe,
  subscribe,
  unsubscribe,
} from './alerts-repository.ts';
import { startAlertsWatch } from './alerts-watch.ts';

const tags = ['alerts'];
const stateOf = (row: AlertRow) => ({
  status: row.status === 'unsubscribed' ? ('unsubscribed' as const) : ('active' as const),
  kind: row.kind as AlertKind,
  threshold: row.threshold,
});

/**
 * E-mail alerts (docs/decisions/0018-alerts.md): POST /api/alerts subscribes (always the same neutral
 * 202), POST /api/alerts/confirm confirms by the mailed token, POST /api/alerts/unsubscribe?token=
 * unsubscribes (RFC 8058 one-click: the mail client posts `List-Unsubscribe=One-Click` form-encoded),
 * GET /api/alerts/admin/counts (Admin) counts alerts and alert mails. Nothing is ever listed by address.
 */
export const alertsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  links: AlertLinks;
  onQueued: () => void;
  /** Evaluate the alerts in this app when market or offers data change, checked this often (0: off). */
  watchMs: number;
}> = async (app, opts) => {
  // The one-click unsubscribe body (`List-Unsubscribe=One-Click`) is ignored: the token is in the link.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _body, done) =>
    done(null, {}),
  );

  app.post(
    '/alerts',
    {
      schema: {
        tags,
        summary: 'Subscribe to an alert (double opt-in)',
        body: alertSubscribeSchema,
        response: { 202: alertAcceptedSchema },
      },
    },
    async (request, reply) => {
      const outcome = await subscribe(opts.db, { ...request.body, ip: addressGroup(request.ip) }, opts.links);
      if (outcome === 'limited') throw new HttpError(429, 'http.429');
      if (outcome === 'stored') opts.onQueued();
      return reply.code(202).send({ status: 'check-your-mail' });
    },
  );

  app.post(
    '/alerts/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm an alert by its mailed token',
        body: alertTokenSchema,
        response: { 200: alertStateSchema },
      },
    },
    async (request) => {
      const row = await confirm(opts.db, request.body.token);
      if (!row) throw new HttpError(404, 'alerts:errors.token', { errors: ['alerts:errors.token'] });
      return stateOf(row);
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe (one click, RFC 8058)',
        querystring: alertTokenSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: { 200: alertStateSchema },
      },
    },
    async (request) => {
      const row = await unsubscribe(opts.db, request.query.token);
      if (!row) throw new HttpError(404, 'alerts:errors.token', { errors: ['alerts:errors.token'] });
      return stateOf(row);
    },
  );

  app.post(
    '/alerts/manage',
    {
      schema: {
        tags,
        summary: "The mailed manage link: the address's alerts",
        body: alertTokenSchema,
        response: { 200: alertListSchema },
      },
    },
    async (request) => {
      const list = await manageList(opts.db, request.body.token);
      if (!list) throw new HttpError(404, 'alerts:errors.token', { errors: ['alerts:errors.token'] });
      return { alerts: list };
    },
  );

  app.post(
    '/alerts/manage/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe one alert from the manage view',
        body: alertManageUnsubscribeSchema,
        response: { 200: alertListSchema },
      },
    },
    async (request) => {
      const { token, id } = request.body;
      if (!(await manageUnsubscribe(opts.db, token, id)))
        throw new HttpError(404, 'alerts:errors.token', { errors: ['alerts:errors.token'] });
      return { alerts: (await manageList(opts.db, token)) ?? [] };
    },
  );

  if (opts.watchMs > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startAlertsWatch({ ...opts, intervalMs: opts.watchMs, log: app.log });
    });
    app.addHook('onClose', async () => stop?.());
  }

  app.get(
    '/alerts/admin/counts',
    { onRequest: authorize('Admin'), schema: { tags, security: [{ bearer: [] }] } },
    async () => alertCounts(opts.db),
  );
};
