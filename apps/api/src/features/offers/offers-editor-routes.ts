import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { authorize } from '../../plugins/authz.ts';
import { HttpError } from '../../plugins/http-error.ts';
import {
  depositOfferChange,
  loanOfferChange,
  newDepositOffer,
  newLoanOffer,
  offerId,
  rangeProblems,
} from './offers-editor-schemas.ts';
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
import { reloadOffers } from './offers-store.ts';

const EDITORS = authorize('Admin', 'Editor');
const tags = ['offers editor'];
const security = [{ bearer: [] }];

function badRange(problems: string[]) {
  if (problems.length > 0) throw new HttpError(400, 'http.400', { errors: problems });
}

/**
 * Editors (Admin, Editor) manage the banks' offers. Every change keeps the history (retire + insert)
 * and is written to the system log by the logs hook (who, what, when); the in-memory offers are
 * reloaded before the answer, so the next search reflects it.
 */
export const offersEditorRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const { db } = opts.database;
  const by = (request: { user: { userName: string } }) => request.user.userName;
  const bankOf = async (name: string) => {
    const id = await bankIdByName(db, name);
    if (id === null) throw new HttpError(404, 'http.404', { errors: ['loans:editor.unknownBank'] });
    return id;
  };

  app.get('/offers/banks', { onRequest: EDITORS, schema: { tags, security } }, async () => ({
    data: [...(await loadBanks(db)).values()],
  }));

  app.get(
    '/offers/history/:bankName',
    { onRequest: EDITORS, schema: { tags, security, params: z.object({ bankName: z.string().max(80) }) } },
    async (request) => ({ data: await offerHistory(db, await bankOf(request.params.bankName)) }),
  );

  app.post(
    '/offers/loans',
    { onRequest: EDITORS, schema: { tags, security, body: newLoanOffer } },
    async (request, reply) => {
      const { bankName, ...fields } = request.body;
      badRange(rangeProblems(fields));
      const row = await insertLoanOffer(db, await bankOf(bankName), fields, by(request));
      await reloadOffers(db);
      return reply.status(201).send({ data: row });
    },
  );

  app.put(
    '/offers/loans/:id',
    { onRequest: EDITORS, schema: { tags, security, params: offerId, body: loanOfferChange } },
    async (request) => {
      const changed = await replaceLoanOffer(db, request.params.id, request.body, by(request), rangeProblems);
      if (!changed) throw new HttpError(404, 'http.404', { errors: ['loans:editor.notFound'] });
      badRange(changed.problems);
      await reloadOffers(db);
      return { data: changed.row };
    },
  );

  app.delete(
    '/offers/loans/:id',
    { onRequest: EDITORS, schema: { tags, security, params: offerId } },
    async (request, reply) => {
      if (!(await retireLoanOffer(db, request.params.id, by(request))))
        throw new HttpError(404, 'http.404', { errors: ['loans:editor.notFound'] });
      await reloadOffers(db);
      return reply.status(204).send();
    },
  );

  app.post(
    '/offers/deposits',
    { onRequest: EDITORS, schema: { tags, security, body: newDepositOffer } },
    async (request, reply) => {
      const { bankName, ...fields } = request.body;
      badRange(rangeProblems(fields));
      const row = await insertDepositOffer(db, await bankOf(bankName), fields, by(request));
      await reloadOffers(db);
      return reply.status(201).send({ data: row });
    },
  );

  app.put(
    '/offers/deposits/:id',
    { onRequest: EDITORS, schema: { tags, security, params: offerId, body: depositOfferChange } },
    async (request) => {
      const changed = await replaceDepositOffer(
        db,
        request.params.id,
        request.body,
        by(request),
        rangeProblems,
      );
      if (!changed) throw new HttpError(404, 'http.404', { errors: ['loans:editor.notFound'] });
      badRange(changed.problems);
      await reloadOffers(db);
      return { data: changed.row };
    },
  );

  app.delete(
    '/offers/deposits/:id',
    { onRequest: EDITORS, schema: { tags, security, params: offerId } },
    async (request, reply) => {
      if (!(await retireDepositOffer(db, request.params.id, by(request))))
        throw new HttpError(404, 'http.404', { errors: ['loans:editor.notFound'] });
      await reloadOffers(db);
      return reply.status(204).send();
    },
  );
};
