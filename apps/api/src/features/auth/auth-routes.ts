import type { Role } from '@pusula/core/auth/roles.ts';
import { type Profile, profileSchema, type Session, sessionSchema } from '@pusula/core/contract/session.ts';
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
} from '@pusula/core/validation/account-schemas.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { HttpError } from '../../lib/http-error.ts';
import { authorize, signToken } from '../../plugins/authz.ts';
import {
  createUser,
  findById,
  findByIdentifier,
  setPassword,
  type UserRow,
} from '../users/users-repository.ts';
import {
  accountKeyOf,
  createRefusalMemory,
  firstRefusalInWindow,
  nameDigest,
  recordSuccess,
  reserveAttempt,
} from './lockout.ts';
import { hashPassword, serverPasswordProblems, verifyPassword } from './passwords.ts';
import { takeSlot } from './rate-window.ts';

/** Accounts made per address (docs/security.md "Accounts"). */
export const REGISTRATIONS = { scope: 'register', limit: 10, windowMinutes: 60 } as const;

/** POST /api/Auth/login, /register, /change-password; GET /api/Auth/me (docs/requirements/api.md#endpoints). */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { refusedRecently, rememberRefusal } = createRefusalMemory();
  const { db } = opts;
  const sessionOf = async (reply: FastifyReply, user: UserRow): Promise<Session> => ({
    token: await signToken(reply, user),
    userName: user.userName,
    email: user.email,
    roles: user.roles as Role[],
  });

  app.post(
    '/Auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const identifier = request.body.email;
      const ip = addressGroup(request.ip);
      const memory = `login ${nameDigest(identifier)} ${ip}`;
      if (refusedRecently(memory)) {
        request.auditQuiet = true;
        throw new HttpError(429, 'http.429');
      }
      const user = await findByIdentifier(db, identifier);
      const accountKey = accountKeyOf(user?.id, identifier);
      const userName = (user?.userName ?? identifier).slice(0, 100);
      // Checked and counted as a failure in one step, before the password is looked at.
      const attempt = await reserveAttempt(db, accountKey, ip);
      if (attempt === null) {
        rememberRefusal(memory);
        // One log row per account and address in a window, not one per refused request.
        if (await firstRefusalInWindow(db, accountKey, ip))
          request.audit = { event: 'loginLocked', level: 'warn', userName };
        else request.auditQuiet = true;
        throw new HttpError(429, 'http.429');
      }
      const ok = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !ok) {
        request.audit = { event: 'loginFailure', level: 'warn', userName };
        throw new HttpError(401, 'auth:errors.invalidCredentials');
      }
      await recordSuccess(db, attempt, accountKey, ip);
      request.audit = { event: 'loginSuccess', userName };
      return sessionOf(reply, user);
    },
  );

  app.post(
    '/Auth/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 201: sessionSchema } } },
    async (request, reply) => {
      const { userName, email, password } = request.body;
      // The limit first: the strength estimate is CPU work (docs/security.md "Passwords").
      if (!(await takeSlot(db, REGISTRATIONS, addressGroup(request.ip)))) {
        request.audit = { event: 'registerLimited', level: 'warn', userName };
        throw new HttpError(429, 'http.429');
      }
      const problems = serverPasswordProblems(password, request.body);
      if (problems.length > 0) throw new HttpError(400, 'http.400', { errors: problems });
      const user = await createUser(db, {
        userName,
        email,
        passwordHash: await hashPassword(password),
        roles: ['User'],
      });
      request.audit = { event: 'register', userName: user.userName };
      return reply.status(201).send(await sessionOf(reply, user));
    },
  );

  app.post(
    '/Auth/change-password',
    {
      onRequest: authorize(),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      // A wrong current password counts like a failed sign-in of the account (docs/security.md
      // "Sign-in limits"): same key, same windows, 429 once a limit is reached.
      const ip = addressGroup(request.ip);
      const memory = `password ${request.user.id} ${ip}`;
      if (refusedRecently(memory)) {
        request.auditQuiet = true;
        throw new HttpError(429, 'http.429');
      }
      const user = await findById(db, request.user.id);
      if (!user) throw new HttpError(401, 'http.401');
      const accountKey = accountKeyOf(user.id, user.userName);
      const attempt = await reserveAttempt(db, accountKey, ip);
      if (attempt === null) {
        rememberRefusal(memory);
        if (await firstRefusalInWindow(db, accountKey, ip))
          request.audit = { event: 'passwordLocked', level: 'warn', userName: user.userName };
        else request.auditQuiet = true;
        throw new HttpError(429, 'http.429');
      }
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        request.audit = { event: 'passwordWrong', level: 'warn', userName: user.userName };
        throw new HttpError(400, 'auth:errors.currentPasswordWrong', {
          errors: ['auth:errors.currentPasswordWrong'],
        });
      }
      await recordSuccess(db, attempt, accountKey, ip);
      const problems = serverPasswordProblems(request.body.newPassword, user);
      if (problems.length > 0) throw new HttpError(400, 'http.400', { errors: problems });
      const updated = await setPassword(db, user.id, await hashPassword(request.body.newPassword));
      request.audit = { event: 'passwordChanged', userName: user.userName };
      // Older tokens stop working; this answer carries the new one.
      return sessionOf(reply, updated);
    },
  );

  app.get(
    '/Auth/me',
    {
      onRequest: authorize(),
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: profileSchema } },
    },
    async (request): Promise<Profile> => ({
      userName: request.user.userName,
      email: request.user.email,
      roles: request.user.roles,
    }),
  );
};
