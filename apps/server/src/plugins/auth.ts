import { resolveLanguage, type Language } from '@chef/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors.js';
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
    /** onRequest: the caller must hold a live staff token; sets request.staff. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** onRequest: a live user token (sets request.user) or else a live staff token (request.staff). */
    requireUserOrStaff: (request: FastifyRequest) => Promise<void>;
  }
}

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
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await loadStaff(request);
    if (!request.staff) throw unauthorized();
  });
  app.decorate('requireUserOrStaff', async (request: FastifyRequest) => {
    await loadUser(request);
    if (!request.user) await loadStaff(request);
    if (!request.user && !request.staff) throw unauthorized();
  });
}
