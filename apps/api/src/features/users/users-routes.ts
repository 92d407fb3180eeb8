import { ROLES } from '@pusula/core/auth/roles.ts';
import { idParams } from '@pusula/core/contract/ids.ts';
import { publicUserSchema, roleSchema, userSettingsSchema } from '@pusula/core/contract/users.ts';
import {
  createUserSchema,
  currencySettingsSchema,
  updateUserSchema,
} from '@pusula/core/validation/account-schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { authorize } from '../../plugins/authz.ts';
import { hashPassword, serverPasswordProblems } from '../auth/passwords.ts';
import {
  countUsers,
  createUser,
  deleteUser,
  findById,
  listUsers,
  saveCurrencies,
  toPublicUser,
  updateUser,
} from './users-repository.ts';

const userIdParams = idParams();
const secured = { security: [{ bearer: [] }] };

/** Users (Admin only) and the signed-in user's own settings. Bodies are the list/user/roles/count. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  const admin = authorize('Admin');

  app.get(
    '/Users',
    {
      onRequest: admin,
      schema: { tags: ['users'], ...secured, response: { 200: z.array(publicUserSchema) } },
    },
    async () => (await listUsers(db)).map(toPublicUser),
  );

  app.post(
    '/Users',
    {
      onRequest: admin,
      schema: { tags: ['users'], ...secured, body: createUserSchema, response: { 201: publicUserSchema } },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const problems = serverPasswordProblems(password, fields);
      if (problems.length > 0) throw new HttpError(400, 'http.400', { errors: problems });
      const row = await createUser(db, { ...fields, passwordHash: await hashPassword(password) });
      return reply.status(201).send(toPublicUser(row));
    },
  );

  app.put(
    '/Users',
    {
      onRequest: admin,
      schema: { tags: ['users'], ...secured, body: updateUserSchema, response: { 200: publicUserSchema } },
    },
    async (request) => toPublicUser(await updateUser(db, request.body)),
  );

  app.delete(
    '/Users/:id',
    { onRequest: admin, schema: { tags: ['users'], ...secured, params: userIdParams } },
    async (request, reply) => {
      await deleteUser(db, request.params.id, request.user.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/Users/GetUserRoles/:id',
    {
      onRequest: admin,
      schema: { tags: ['users'], ...secured, params: userIdParams, response: { 200: z.array(roleSchema) } },
    },
    async (request) => {
      const row = await findById(db, request.params.id);
      if (!row) throw new HttpError(404, 'admin:users.notFound');
      return toPublicUser(row).roles;
    },
  );

  app.get(
    '/Users/GetAllRoles',
    { onRequest: admin, schema: { tags: ['users'], ...secured, response: { 200: z.array(roleSchema) } } },
    async () => [...ROLES],
  );

  app.get(
    '/Users/GetTotalCount',
    { onRequest: admin, schema: { tags: ['users'], ...secured, response: { 200: z.number() } } },
    async () => countUsers(db),
  );

  // The signed-in user's ticker selection (null until saved once: the browser's choice stands).
  app.get(
    '/Users/settings',
    {
      onRequest: authorize(),
      schema: { tags: ['users'], ...secured, response: { 200: userSettingsSchema } },
    },
    async (request) => {
      const row = await findById(db, request.user.id);
      return { selectedCurrencies: row?.selectedCurrencies ?? null };
    },
  );

  app.put(
    '/Users/settings',
    {
      onRequest: authorize(),
      schema: {
        tags: ['users'],
        ...secured,
        body: currencySettingsSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => ({
      selectedCurrencies: await saveCurrencies(db, request.user.id, request.body.selectedCurrencies),
    }),
  );
};
