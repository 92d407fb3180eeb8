import { CONSOLE_ROLES } from '@pusula/core/auth/roles.ts';
import { offerBanksAnswerSchema } from '@pusula/core/contract/banks.ts';
import {
  depositOfferChangeSchema,
  depositOfferRowAnswerSchema,
  loanOfferChangeSchema,
  loanOfferRowAnswerSchema,
  newDepositOfferSchema,
  newLoanOfferSchema,
  offerHistoryAnswerSchema,
  offerIdParamsSchema,
  rangeProblems,
} from '@pusula/core/contract/offers-editor.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { authorize } from '../../plugins/authz.ts';
import {
  bankIdByName,
  insertDepositOffer,
  insertLoanOffer,
  loadBanks,
  offerHistory,
  replaceDepositOffer,
  replaceLoanOffer,
  retireDepositOffer,
  retireLoanOffer,
} from './offers-repository.ts';
import { reloadOffers } from './offers-snapshot.ts';

const EDITORS = authorize(...CONSOLE_ROLES);
const tags = ['offers editor'];
const security = [{ bearer: [] }];

/** A stored row as the contract has it: times as ISO text (what JSON gave them before). */
function rowAnswer<T extends { effectiveFrom: Date; retiredAt: Date | null }>(row: T) {
  return {
    ...row,
    effectiveFrom: row.effectiveFrom.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every editor route needs: the database, who is editing, and a bank's id by its name (404 if none). */
interface EditorContext {
  db: Database['db'];
  by: (request: { user: { userName: string } }) => string;
  bankOf: (name: string) => Promise<number>;
}

const notFound = () => new HttpError(404, 'http.404', { errors: ['loans:editor.notFound'] });

/** A change's new row; 404 for no such offer, 400 when the merged row's ranges are upside down (nothing changed). */
function changedRow<T>(changed: { row: T | null; problems: string[] } | null): T {
  if (!changed) throw notFound();
  if (!changed.row) throw new HttpError(400, 'http.400', { errors: changed.problems });
  return changed.row;
}

/** The banks and one bank's offer history. */
function readRoutes(app: App, { db, bankOf }: EditorContext) {
  app.get(
    '/offers/banks',
    { onRequest: EDITORS, schema: { tags, security, response: { 200: offerBanksAnswerSchema } } },
    async () => ({ data: [...(await loadBanks(db)).values()] }),
  );

  app.get(
    '/offers/history/:bankName',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        params: z.object({ bankName: z.string().max(80) }),
        response: { 200: offerHistoryAnswerSchema },
      },
    },
    async (request) => {
      const { loans, deposits } = await offerHistory(db, await bankOf(request.params.bankName));
      return { data: { loans: loans.map(rowAnswer), deposits: deposits.map(rowAnswer) } };
    },
  );
}

/** A loan offer: added, changed (retire + insert, ranges checked on the merged row) or retired. */
function loanRoutes(app: App, { db, by, bankOf }: EditorContext) {
  app.post(
    '/offers/loans',
    {
      onRequest: EDITORS,
      schema: { tags, security, body: newLoanOfferSchema, response: { 201: loanOfferRowAnswerSchema } },
    },
    async (request, reply) => {
      const { bankName, ...fields } = request.body;
      const row = await insertLoanOffer(db, await bankOf(bankName), fields, by(request));
      await reloadOffers(db);
      return reply.status(201).send({ data: rowAnswer(row) });
    },
  );

  app.put(
    '/offers/loans/:id',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        params: offerIdParamsSchema,
        body: loanOfferChangeSchema,
        response: { 200: loanOfferRowAnswerSchema },
      },
    },
    async (request) => {
      const changed = await replaceLoanOffer(db, request.params.id, request.body, by(request), rangeProblems);
      const row = changedRow(changed);
      await reloadOffers(db);
      return { data: rowAnswer(row) };
    },
  );

  app.delete(
    '/offers/loans/:id',
    { onRequest: EDITORS, schema: { tags, security, params: offerIdParamsSchema } },
    async (request, reply) => {
      if (!(await retireLoanOffer(db, request.params.id, by(request)))) throw notFound();
      await reloadOffers(db);
      return reply.status(204).send();
    },
  );
}

/** A deposit offer: added, changed (retire + insert, ranges checked on the merged row) or retired. */
function depositRoutes(app: App, { db, by, bankOf }: EditorContext) {
  app.post(
    '/offers/deposits',
    {
      onRequest: EDITORS,
      schema: { tags, security, body: newDepositOfferSchema, response: { 201: depositOfferRowAnswerSchema } },
    },
    async (request, reply) => {
      const { bankName, ...fields } = request.body;
      const row = await insertDepositOffer(db, await bankOf(bankName), fields, by(request));
      await reloadOffers(db);
      return reply.status(201).send({ data: rowAnswer(row) });
    },
  );

  app.put(
    '/offers/deposits/:id',
    {
      onRequest: EDITORS,
      schema: {
        tags,
        security,
        params: offerIdParamsSchema,
        body: depositOfferChangeSchema,
        response: { 200: depositOfferRowAnswerSchema },
      },
    },
    async (request) => {
      const changed = await replaceDepositOffer(
        db,
        request.params.id,
        request.body,
        by(request),
        rangeProblems,
      );
      const row = changedRow(changed);
      await reloadOffers(db);
      return { data: rowAnswer(row) };
    },
  );

  app.delete(
    '/offers/deposits/:id',
    { onRequest: EDITORS, schema: { tags, security, params: offerIdParamsSchema } },
    async (request, reply) => {
      if (!(await retireDepositOffer(db, request.params.id, by(request)))) throw notFound();
      await reloadOffers(db);
      return reply.status(204).send();
    },
  );
}

/**
 * Editors (Admin, Editor) manage the banks' offers. Every change keeps the history (retire + insert)
 * and is written to the system log by the logs hook (who, what, when); the in-memory offers are
 * reloaded before the answer, so the next search reflects it. New offers' ranges are checked by
 * their schema; a change's on the merged row.
 */
export const offersEditorRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const { db } = opts.database;
  const context: EditorContext = {
    db,
    by: (request) => request.user.userName,
    bankOf: async (name) => {
      const id = await bankIdByName(db, name);
      if (id === null) throw new HttpError(404, 'http.404', { errors: ['loans:editor.unknownBank'] });
      return id;
    },
  };
  readRoutes(app, context);
  loanRoutes(app, context);
  depositRoutes(app, context);
};
