import { resolveLanguage, staffMayUse, type Language, type StaffArea } from '@chef/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import type { AdminService, StaffRow } from '../modules/admin/admin.service.js';
import type { UserRow } from '../modules/user/user.repository.js';
import type { SignInService } from '../modules/user/sign-in.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    user: UserRow | null;
    staff: StaffRow | null;
    token: string | null;
  }
  interface FastifyInstance {
    /**
     * onRequest: the caller must hold a live token; sets request.user. Run before the body is read or
     * validated: a caller without a session gets 401 whatever it sends, and costs no parsing.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a live token is sent; visitors pass through. */
    loadUser: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest of every console call: the caller must hold a live staff token (else 401; sets
     * request.staff) whose roles may use the area (else 403; STAFF_AREAS in @chef/shared).
     */
    requireStaff: (area: StaffArea) => StaffGuard;
    /** Every console route and the area its guard checks, in registration order (docs, tests). */
    staffRoutes: { method: string; url: string; area: StaffArea }[];
    /** onRequest: a live user token (sets request.user) or else a live staff token (request.staff). */
    requireUserOrStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/** A console route's guard; it carries its area so the route table can be read back. */
export type StaffGuard = ((request: FastifyRequest) => Promise<void>) & { staffArea: StaffArea };

/** Console calls that need no staff session (signing in: the password, then the second factor). */
const OPEN_CONSOLE_CALLS = new Set(['/api/admin/login', '/api/admin/loginCode']);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * Identity comes from the bearer token only (a userId in the query is ignored, api.md). The token is
 * looked up lazily, by the routes that need it, so static files and public reads cost no query.
 */
export function registerAuth(
  app: FastifyInstance,
  users: Pick<SignInService, 'authenticate'>,
  admin: AdminService,
  /** Marks the user active today (modules/user/activity.ts; not awaited, never fails the call). */
  recordActivity: (userId: number) => void = () => {},
) {
  app.decorateRequest('lang', 'en-US');
  app.decorateRequest('user', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLanguage(request.headers['accept-language']);
  });

  const loadUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const user = await users.authenticate(token);
    if (user) {
      request.user = user;
      request.token = token;
      recordActivity(user.id);
    }
  };
  app.decorate('loadUser', loadUser);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await loadUser(request);
    if (!request.user) throw unauthorized();
  });
  const loadStaff = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const staff = token ? await admin.authenticate(token) : undefined;
    if (staff) {
      request.staff = staff;
      request.token = token;
    }
  };
  app.decorate('requireStaff', (area: StaffArea): StaffGuard => {
    const guard = async (request: FastifyRequest) => {
      await loadStaff(request);
      if (!request.staff) throw unauthorized();
      if (!staffMayUse(request.staff.roles.split(','), area)) throw forbidden();
      // An admin without two-factor sign-in may only enrol (and sign out, change the password).
      if (area !== 'self' && admin.needsTwoFactor(request.staff)) throw new AppError(403, 'staff.twoFactorFirst');
    };
    return Object.assign(guard, { staffArea: area });
  });
  // Fail closed: a console call registered without a role check stops the server from starting.
  const staffRoutes: FastifyInstance['staffRoutes'] = [];
  app.decorate('staffRoutes', staffRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/') || OPEN_CONSOLE_CALLS.has(route.url) || route.method === 'HEAD') return;
    const hooks = [route.onRequest ?? []].flat() as Partial<StaffGuard>[];
    const guard = hooks.find((hook) => hook.staffArea);
    if (!guard?.staffArea) throw new Error(`console call ${route.url} has no requireStaff(area) guard`);
    for (const method of [route.method].flat()) staffRoutes.push({ method, url: route.url, area: guard.staffArea });
  });
  app.decorate('requireUserOrStaff', async (request: FastifyRequest) => {
    await loadUser(request);
    if (!request.user) await loadStaff(request);
    if (!request.user && !request.staff) throw unauthorized();
  });
}
