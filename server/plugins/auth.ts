/**
 * Authentication and permissions for every request (DESIGN.md §4). The access token is a
 * short-lived HS256 JWT (algorithm pinned) carrying the user, the tenant, the roles and the
 * session; the tenant of every query comes from it and from nowhere else.
 *
 * Routes opt in with `preHandler: app.authenticate` or `preHandler: app.requirePermission(p)`;
 * `request.auth` then holds the caller and `request.withTenant(work)` runs a tenant-scoped
 * transaction.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { hasPermission, isRole, type Permission, type Role } from '../../src/domain/permissions';
import type { Tx } from '../db/connection';
import { withTenant } from '../db/tenancy';
import { forbidden, tokenNotValid } from './errors';

export interface AuthContext {
  userId: string;
  tenantId: string;
  roles: Role[];
  sessionId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'pharmatill';
const AUDIENCE = 'pharmatill-api';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  auth: AuthContext,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ tid: auth.tenantId, roles: auth.roles, sid: auth.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** Verifies signature, algorithm, issuer, audience and expiry; answers null for any bad token. */
export async function verifyAccessToken(secret: string, token: string): Promise<AuthContext | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
    if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string' || typeof payload.sid !== 'string')
      return null;
    return { userId: payload.sub, tenantId: payload.tid, roles, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** Extra check after the signature: is the session still alive (not logged out or revoked)? */
export type SessionCheck = (app: FastifyInstance, auth: AuthContext) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
    withTenant<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requirePermission(permission: Permission): preHandlerAsyncHookHandler;
  }
}

/** Marks the hooks this plugin makes, so `onRoute` can run them before body validation. */
const AUTH_HOOK = Symbol('pharmatill.authHook');
type MarkedHook = preHandlerAsyncHookHandler & { [AUTH_HOOK]?: true };

function mark(hook: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  (hook as MarkedHook)[AUTH_HOOK] = true;
  return hook;
}

type HookList = undefined | preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
const asList = (hooks: HookList) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * Routes declare `preHandler: app.requirePermission(p)` (or preValidation); Fastify would validate
 * the body before those stages, answering 400 to a caller who should get 401/403. Moving the auth
 * hooks to `onRequest` checks who is calling before anything about the request is looked at.
 */
function runAuthFirst(route: { onRequest?: unknown; preHandler?: unknown; preValidation?: unknown }): void {
  const moved: preHandlerAsyncHookHandler[] = [];
  for (const stage of ['preValidation', 'preHandler'] as const) {
    const hooks = asList(route[stage] as HookList);
    const auth = hooks.filter((hook) => (hook as MarkedHook)[AUTH_HOOK]);
    if (auth.length === 0) continue;
    moved.push(...auth);
    route[stage] = hooks.filter((hook) => !(hook as MarkedHook)[AUTH_HOOK]);
  }
  if (moved.length > 0) route.onRequest = [...moved, ...asList(route.onRequest as HookList)];
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function authPlugin(app: FastifyInstance, options: { sessionCheck?: SessionCheck }) {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('withTenant', function withTenantOfRequest<
    T,
  >(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
    if (!this.auth) throw tokenNotValid();
    return withTenant(app.db, this.auth.tenantId, work);
  });

  app.addHook('onRoute', runAuthFirst);

  const authenticate: preHandlerAsyncHookHandler = mark(async (request) => {
    const token = bearerToken(request);
    if (!token) throw tokenNotValid();
    const auth = await verifyAccessToken(app.config.jwtSecret, token);
    if (!auth) throw tokenNotValid();
    if (options.sessionCheck && !(await options.sessionCheck(app, auth))) throw tokenNotValid();
    request.auth = auth;
  });

  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (permission: Permission): preHandlerAsyncHookHandler => {
    return mark(async function requirePermission(request, reply) {
      await authenticate.call(this, request, reply);
      if (!hasPermission(request.auth.roles, permission)) throw forbidden();
    });
  });
}

export default fp(authPlugin, { name: 'auth' });
