import { depositSearchAnswerSchema, loanSearchAnswerSchema } from '@pusula/core/contract/offer-search.ts';
import { capNotice } from '@pusula/core/loans/asset-caps.ts';
import { LOAN_TYPES } from '@pusula/core/loans/constants.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import { depositSchema } from '@pusula/core/validation/deposit-schema.ts';
import { loanSearchSchema } from '@pusula/core/validation/loan-schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sendPrepared } from '../../lib/prepared-response.ts';
import { bankLogoSvg, DEFAULT_BANK_LOGO_SVG } from './bank-logo.ts';
import { offersEditorRoutes } from './offers-editor-routes.ts';
import { loadBanks } from './offers-repository.ts';
import {
  preparedDepositSearch,
  preparedLoanSearch,
  preparedLoanSearchWithNotice,
} from './offers-snapshot.ts';

/**
 * Public offer search (docs/requirements/api.md#offer-search): POST /api/banks/search/{ihtiyac|tasit|konut|esnaf} and
 * POST /api/mevduat/search/all, answered from the in-memory offers; GET /api/banks/logo/{name};
 * and the editors' routes under /api/offers.
 */
export const offersRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  const { db } = opts.database;
  // The answers are serialised and compressed once per ranking (offers-snapshot.ts); a request picks the bytes.
  const notModified = z.null().describe('Not modified');

  for (const loanType of LOAN_TYPES) {
    app.post(
      `/banks/search/${loanType}`,
      {
        config: { readOnly: true }, // a search: the system log treats it as a read
        schema: {
          tags: ['offers'],
          summary: `Ranked ${loanType} loan offers for an amount and a term in months`,
          body: loanSearchSchema(loanType, 'page'),
          response: { 200: loanSearchAnswerSchema, 304: notModified },
        },
      },
      async (request, reply) => {
        const { amount, maturity, assetValue, vehicleKind, energyClass, ownsHome } = request.body;
        reply.type('application/json; charset=utf-8');
        // Only a request over the asset's cap differs from the plain answer: its offers are computed for
        // the request brought within the cap, never for what the rule forbids, and carry the notice
        // naming those figures (docs/domain-rules.md#asset-value-caps).
        const details = { vehicleKind, energyClass, ownsHome };
        const notice =
          assetValue === undefined
            ? null
            : capNotice(loanType, amount, maturity, assetValue, 'page', details);
        const prepared = notice
          ? await preparedLoanSearchWithNotice(db, loanType, notice)
          : await preparedLoanSearch(db, loanType, amount, maturity);
        return sendPrepared(request, reply, prepared);
      },
    );
  }

  app.post(
    '/mevduat/search/all',
    {
      config: { readOnly: true },
      schema: {
        tags: ['offers'],
        summary: 'Ranked TL deposit offers for an amount, a term in days and an optional start date',
        body: depositSchema,
        response: { 200: depositSearchAnswerSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const { enteredAmount, maturity, depositType, startDate } = request.body;
      reply.type('application/json; charset=utf-8');
      // Without a start date the deposit starts today in Istanbul (docs/domain-rules.md#withholding-on-deposits).
      const start = startDate ?? istanbulToday();
      return sendPrepared(
        request,
        reply,
        await preparedDepositSearch(db, enteredAmount, maturity, depositType, start),
      );
    },
  );

  app.get(
    '/banks/logo/:name',
    { schema: { tags: ['offers'], params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const name = request.params.name.replace(/\.svg$/, '').toLocaleLowerCase('tr');
      const bank = [...(await loadBanks(db)).values()].find(
        (candidate) => candidate.name.toLocaleLowerCase('tr') === name,
      );
      reply.header('cache-control', 'public, max-age=86400');
      reply.type('image/svg+xml; charset=utf-8');
      return bank ? bankLogoSvg(bank) : DEFAULT_BANK_LOGO_SVG;
    },
  );

  await app.register(offersEditorRoutes, opts);
};
