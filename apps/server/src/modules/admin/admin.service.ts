import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { now } from '../../db/index.js';
import type { StaffTable } from '../../db/schema.js';
import { hashPassword, newSession, sha256, verifyAccountPassword } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import { toStaffInfo } from './admin.presenter.js';
import type { FirstStaff } from './first-staff.js';
import { createLockout } from '../user/lockout.js';
import { createAdminRepository } from './admin.repository.js';

const DEFAULT_STAFF_EMAIL = 'admin@chefrobot.local';
/** Staff sessions are short: the console can do more harm than a portal account. */
const STAFF_TOKEN_TTL_MS = 12 * 3600 * 1000;

export type StaffRow = Selectable<StaffTable>;

export function createAdminService(deps: { db: Db; clock?: () => Date }) {
  const repo = createAdminRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  // The portal's rules against password guessing, counted apart from portal accounts.
  const lockout = createLockout({ db: deps.db, clock });

  return {
    toStaffInfo,

    /**
     * The first start creates one staff account from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
     * password, answered to the caller (stored only hashed: main.ts shows it and first-staff.ts keeps it).
     */
    async ensureFirstStaff(admin: { email?: string; password?: string }, log: FastifyBaseLogger): Promise<FirstStaff | undefined> {
      if (await repo.anyStaff()) return undefined;
      const email = (admin.email ?? DEFAULT_STAFF_EMAIL).toLowerCase();
      const password = admin.password ?? randomBytes(12).toString('base64url');
      await repo.insertStaff({
        email,
        password_hash: await hashPassword(password),
        name: 'Administrator',
        role: 'admin',
        created_at: now(),
      });
      if (admin.password) {
        log.info({ email }, 'staff account created from ADMIN_EMAIL/ADMIN_PASSWORD');
        return undefined;
      }
      log.warn({ email }, 'staff account created with a generated password (shown at the end of the start-up output)');
      return { email, password };
    },

    /** Whether these credentials still sign a staff account in (the generated password is unchanged). */
    async credentialsValid(staff: FirstStaff): Promise<boolean> {
      const found = await repo.findStaffByEmail(staff.email);
      return !!found && (await verifyAccountPassword(staff.password, found.password_hash));
    },

    async login(input: { email: string; password: string; ip: string }) {
      const staff = await lockout.guard('staff', input.email.toLowerCase(), input.ip, async () => {
        const found = await repo.findStaffByEmail(input.email);
        // Unknown e-mail and wrong password: same answer, same cost.
        const ok = await verifyAccountPassword(input.password, found?.password_hash);
        return found && ok ? { ok: true, value: found } : { ok: false, error: badRequest('error.wrongCredentials') };
      });
      const session = newSession(clock(), STAFF_TOKEN_TTL_MS);
      await repo.insertToken(staff.id, session.tokenHash, session.createdAt, session.expiresAt);
      return { token: session.token, staffInfo: toStaffInfo(staff) };
    },

    authenticate(token: string) {
      return repo.findStaffByToken(sha256(token), clock().toISOString());
    },

    async logout(token: string) {
      await repo.deleteToken(sha256(token));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
