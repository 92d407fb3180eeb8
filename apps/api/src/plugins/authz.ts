/**
 * Authorization, enforced in ONE place (the README's "Roles and permissions" matrix).
 *
 * Protect a route with the `authorize(...roles)` hook factory, as the route's `onRequest` (so a
 * request without a valid session is refused before its body is read):
 *
 *   import { authorize } from '../../plugins/authz.ts';
 *   app.put('/banks/offers', { onRequest: authorize('Admin', 'Editor'), schema }, handler);
 *   app.get('/Users/settings', { onRequest: authorize() }, handler);   // any signed-in user
 *
 * - No token, a malformed, tampered or expired token, a token of a deleted user, or a token issued
 *   before the user's password changed → 401 (`http.401`, the spec's "session expired" text).
 * - Signed in without one of the roles → 403 (`http.403`).
 * - Otherwise `request.user` is the signed-in account `{ id, userName, email, roles }`, read from the
 *   database on every request (a role change applies at once; tokens carry no roles).
 *
 * `registerAuthz` (called once by the accounts plugin, registered first in app.ts's /api block) sets
 * up @fastify/jwt with the secret and the user lookup; routes only ever use `authorize`.
 */
import fastifyJwt from '@fastify/jwt';
import type { Role } from '@pusula/core/auth/roles.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

export interface SessionUser {
  id: number;
  userName: string;
  email: string;
  roles: Role[];
}

/** What a token says: the user id and the user's token version when it was issued. */
export interface TokenClaims {
  sub: string;
  ver: number;
}

export interface AuthzContext {
  /** The account and its current token version, or null when it no longer exists. */
  findUser(id: number): Promise<(SessionUser & { tokenVersion: number }) | null>;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: SessionUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authzContext: AuthzContext;
  }
}

type AuthHook = ((request: FastifyRequest) => Promise<void>) & { readonly roles: readonly Role[] };

/** Sets up token verification for every route of `api` (call once, before the routes). */
export async function registerAuthz(
  api: FastifyInstance,
  options: { secret: () => Promise<string>; ttlSeconds: number; findUser: AuthzContext['findUser'] },
) {
  // The secret is read on first use (it may live in the database), then kept.
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= options.secret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  await api.register(fastifyJwt, {
    secret: async () => key(),
    sign: { algorithm: 'HS256', expiresIn: options.ttlSeconds },
    // A token without an expiry (or a subject) is refused, whoever signed it (docs/security.md).
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
  });
  api.decorate('authzContext', { findUser: options.findUser });
  const rules: RouteRule[] = [];
  registry.set(api.server, rules);
  api.addHook('onRoute', (route) => {
    const roles = requiredRoles(route);
    const methods = [route.method].flat();
    if (roles)
      for (const method of methods) if (method !== 'HEAD') rules.push({ method, url: route.url, roles });
  });
}

export interface RouteRule {
  method: string;
  url: string;
  /** [] means any signed-in user. */
  roles: readonly Role[];
}

const registry = new WeakMap<object, RouteRule[]>();

/** Every protected route of an app (for the permission-matrix test and the README's table). */
export function protectedRoutes(app: FastifyInstance): readonly RouteRule[] {
  return registry.get(app.server) ?? [];
}

/** Issues a token for an account (its id and current token version). */
export function signToken(reply: FastifyReply, user: { id: number; tokenVersion: number }): Promise<string> {
  return reply.jwtSign({ sub: String(user.id), ver: user.tokenVersion }, {});
}

/** The signed-in account of a request, or null (no/invalid/expired token, deleted user, old password). */
export async function sessionOf(request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.authorization) return null;
  let claims: TokenClaims;
  try {
    claims = await request.jwtVerify<TokenClaims>();
  } catch {
    return null;
  }
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id)) return null;
  const user = await request.server.authzContext.findUser(id);
  if (!user || user.tokenVersion !== claims.ver) return null;
  return { id: user.id, userName: user.userName, email: user.email, roles: user.roles };
}

/** The hook that admits signed-in users holding one of `roles` (any signed-in user when none given). */
export function authorize(...roles: Role[]): AuthHook {
  const hook = async (request: FastifyRequest) => {
    const user = await sessionOf(request);
    if (!user) throw new HttpError(401, 'http.401');
    request.user = user;
    if (roles.length > 0 && !roles.some((role) => user.roles.includes(role))) {
      throw new HttpError(403, 'http.403');
    }
  };
  return Object.assign(hook, { roles: Object.freeze([...roles]) });
}

/**
 * The roles a route requires, read from its `onRequest`/`preHandler` hooks: undefined for a public
 * route, [] for "any signed-in user". Used by the permission-matrix test to find every protected route.
 */
export function requiredRoles(
  route: Pick<RouteOptions, 'onRequest' | 'preHandler'>,
): readonly Role[] | undefined {
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean) as unknown[];
  for (const hook of hooks) {
    if (typeof hook === 'function' && 'roles' in hook) return (hook as AuthHook).roles;
  }
  return undefined;
}
