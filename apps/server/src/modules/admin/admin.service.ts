import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { now } from '../../db/index.js';
import { STAFF_ROLES, type AddStaffBody, type StaffAccount, type StaffRole } from '@chef/shared';
import type { StaffTable } from '../../db/schema.js';
import { hashPassword, newSession, sha256, verifyAccountPassword, verifyPassword } from '../../lib/crypto.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { toStaffAccount, toStaffInfo } from './admin.presenter.js';
import { isTotpCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from './two-factor.js';
import { recordStaffAction } from './staff-log.repository.js';
import type { FirstStaff } from './first-staff.js';
import { createLockout } from '../user/lockout.js';
import { createAdminRepository } from './admin.repository.js';

const DEFAULT_STAFF_EMAIL = 'admin@chefrobot.local';
/** Staff sessions are short: the console can do more harm than a portal account. */
const STAFF_TOKEN_TTL_MS = 12 * 3600 * 1000;
/** How long the second step of signing in may take after the password. */
const SIGN_IN_TICKET_TTL_MS = 5 * 60 * 1000;
/** A session's activity is written at most once a minute (the idle limit is counted in minutes). */
const ACTIVITY_WRITE_MS = 60 * 1000;

export type StaffRow = Selectable<StaffTable>;

const isAdmin = (row: StaffRow) => row.roles.split(',').includes('admin');
/** Stored comma-separated, each role once, in STAFF_ROLES' order (stable for comparing). */
const normaliseRoles = (roles: readonly StaffRole[]) => STAFF_ROLES.filter((role) => roles.includes(role)).join(',');

/**
 * onPasswordChanged: told after a staff member changed their own password (app.ts drops the first-start
 * credentials file). twoFactorForAdmins (STAFF_2FA, default on): an admin without two-factor sign-in
 * may use only their own account's calls. idleMs (STAFF_IDLE_MINUTES): a session with no call for that
 * long ends.
 */
export function createAdminService(deps: {
  db: Db;
  clock?: () => Date;
  onPasswordChanged?: () => Promise<void>;
  twoFactorForAdmins?: boolean;
  idleMs?: number;
}) {
  const repo = createAdminRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  // The portal's rules against password guessing, counted apart from portal accounts; wrong second
  // factors count there too (same account, same address).
  const lockout = createLockout({ db: deps.db, clock });
  const twoFactorForAdmins = deps.twoFactorForAdmins ?? true;
  const idleMs = deps.idleMs ?? 30 * 60 * 1000;

  /** The account must turn two-factor sign-in on before any console call but its own account's. */
  const needsTwoFactor = (row: StaffRow) => twoFactorForAdmins && isAdmin(row) && row.totp_enabled_at === null;

  async function newStaffSession(row: StaffRow) {
    const session = newSession(clock(), STAFF_TOKEN_TTL_MS);
    await repo.insertToken(row.id, session.tokenHash, session.createdAt, session.expiresAt);
    return { token: session.token, staffInfo: toStaffInfo(row, needsTwoFactor(row)) };
  }

  /** A code from the app (each time-step once) or an unused recovery code (each once). */
  async function secondFactorValid(row: StaffRow, typed: string): Promise<boolean> {
    const code = typed.replace(/\s+/g, '');
    if (!row.totp_secret) return false;
    if (isTotpCode(code)) {
      const step = await totpStep(row.totp_secret, code, clock(), row.totp_step);
      return step !== null && (await repo.claimTotpStep(row.id, step));
    }
    return repo.useRecoveryCode(row.id, recoveryCodeHash(row.id, code), clock().toISOString());
  }

  return {
    needsTwoFactor,
    toStaffInfo: (row: StaffRow) => toStaffInfo(row, needsTwoFactor(row)),

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
        roles: 'admin',
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
        // A disabled account gets the same answer: nothing tells a guesser the password was right.
        // With two-factor sign-in the count of wrong tries stays until the code is right too.
        return found && ok && found.disabled_at === null
          ? { ok: true, value: found, keepCount: found.totp_enabled_at !== null }
          : { ok: false, error: badRequest('error.wrongCredentials') };
      });
      if (staff.totp_enabled_at === null) return newStaffSession(staff);
      // The password was right: a short-lived ticket that only the second step accepts.
      const ticket = newSession(clock(), SIGN_IN_TICKET_TTL_MS);
      await repo.insertToken(staff.id, ticket.tokenHash, ticket.createdAt, ticket.expiresAt, 'code');
      return { ticket: ticket.token };
    },

    /** The second step: the ticket from the password step and a code; a wrong code counts as a wrong password. */
    async loginCode(input: { ticket: string; code: string; ip: string }) {
      const ticketHash = sha256(input.ticket);
      const found = await repo.findStaffByTicket(ticketHash, clock().toISOString());
      if (!found) throw badRequest('staff.ticketExpired');
      const staff = await lockout.guard('staff', found.email, input.ip, async () =>
        (await secondFactorValid(found, input.code))
          ? { ok: true as const, value: found }
          : { ok: false as const, error: badRequest('staff.wrongCode', 'code') },
      );
      await repo.deleteToken(ticketHash);
      return newStaffSession(staff);
    },

    /** The staff member of a live session (not expired, not idle); records the activity. */
    async authenticate(token: string) {
      const at = clock();
      const tokenHash = sha256(token);
      const staff = await repo.findStaffByToken(tokenHash, at.toISOString(), new Date(at.getTime() - idleMs).toISOString());
      if (staff) await repo.touchToken(tokenHash, at.toISOString(), new Date(at.getTime() - ACTIVITY_WRITE_MS).toISOString());
      return staff;
    },

    /** Starts (or starts again) enrolling an authenticator app: a new secret, kept aside until confirmed. */
    async startTwoFactor(staff: StaffRow) {
      if (staff.totp_enabled_at !== null) throw badRequest('staff.twoFactorOn');
      const secret = newTotpSecret();
      await repo.updateStaff(staff.id, { totp_pending: secret });
      return { secret, uri: totpUri(staff.email, secret) };
    },

    /** A first code from the app turns two-factor sign-in on; the recovery codes are answered this once. */
    async confirmTwoFactor(staff: StaffRow, code: string) {
      if (staff.totp_enabled_at !== null) throw badRequest('staff.twoFactorOn');
      if (!staff.totp_pending) throw badRequest('staff.twoFactorNotStarted');
      const step = await totpStep(staff.totp_pending, code, clock(), null);
      if (step === null) throw badRequest('staff.wrongCode', 'code');
      const recoveryCodes = newRecoveryCodes();
      const at = clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const trxRepo = createAdminRepository(trx);
        await trxRepo.updateStaff(staff.id, { totp_secret: staff.totp_pending, totp_pending: null, totp_enabled_at: at, totp_step: step });
        await trxRepo.replaceRecoveryCodes(
          staff.id,
          recoveryCodes.map((c) => recoveryCodeHash(staff.id, c)),
        );
        await recordStaffAction(trx, { staffId: staff.id, action: 'staff.twoFactorOn', targetId: staff.id, at });
      });
      return { recoveryCodes };
    },

    /**
     * An admin turns another account's two-factor sign-in off (a lost phone and no recovery code left):
     * its sessions end, and it enrols again at its next sign-in if its roles require it.
     */
    async resetTwoFactor(adminId: number, id: string): Promise<null> {
      await clearTwoFactor(await otherAccount(adminId, id), adminId);
      return null;
    },

    /**
     * The same from the server's command line (npm run staff:reset-2fa), for the admin who lost both
     * the phone and the recovery codes with no other admin to ask; logged as done by the account itself.
     */
    async resetTwoFactorByEmail(email: string): Promise<null> {
      const row = await repo.findStaffByEmail(email.trim().toLowerCase());
      if (!row) throw new AppError(404, 'staff.notFound', {}, 'email');
      await clearTwoFactor(row, row.id, { by: 'command line' });
      return null;
    },

    async logout(token: string) {
      await repo.deleteToken(sha256(token));
    },

    async list(): Promise<StaffAccount[]> {
      return (await repo.listStaff()).map((row) => toStaffAccount(row, needsTwoFactor(row)));
    },

    /** An admin creates an account with a first password they pass on; it is in the staff log (no hash). */
    async create(adminId: number, input: AddStaffBody): Promise<{ id: string }> {
      if (await repo.findStaffByEmail(input.email)) throw badRequest('error.accountExists', 'email');
      const passwordHash = await hashPassword(input.password);
      const at = clock().toISOString();
      const roles = normaliseRoles(input.roles);
      const id = await deps.db.transaction().execute(async (trx) => {
        const newId = await createAdminRepository(trx).insertStaff({
          email: input.email,
          password_hash: passwordHash,
          name: input.name,
          roles,
          created_at: at,
        });
        await recordStaffAction(trx, {
          staffId: adminId,
          action: 'staff.create',
          targetId: newId,
          after: { email: input.email, name: input.name, roles },
          at,
        });
        return newId;
      });
      return { id: String(id) };
    },

    /**
     * Changes roles and the disabled state. Disabling ends the account's sessions at once; an admin
     * cannot change their own account here (no locking oneself out), nor leave the console without an
     * active admin.
     */
    async update(adminId: number, input: { id: string; roles: StaffRole[]; disabled: boolean }): Promise<null> {
      const row = await otherAccount(adminId, input.id);
      const roles = normaliseRoles(input.roles);
      const stillAdmin = roles.split(',').includes('admin') && !input.disabled;
      if (!stillAdmin && isAdmin(row) && (await repo.otherActiveAdmins(row.id)) === 0) throw badRequest('staff.lastAdmin', 'roles');
      const disabledAt = input.disabled ? (row.disabled_at ?? clock().toISOString()) : null;
      if (roles === row.roles && disabledAt === row.disabled_at) return null;
      const at = clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const trxRepo = createAdminRepository(trx);
        await trxRepo.updateStaff(row.id, { roles, disabled_at: disabledAt });
        // Fewer roles or a disabled account take effect at the next call: sessions end either way.
        await trxRepo.deleteTokensOfStaff(row.id);
        await recordStaffAction(trx, {
          staffId: adminId,
          action: 'staff.update',
          targetId: row.id,
          before: { roles: row.roles.split(','), disabled: row.disabled_at !== null },
          after: { roles: roles.split(','), disabled: input.disabled },
          at,
        });
      });
      return null;
    },

    /** Removes an account; the staff log keeps its entries (their staff_id becomes null). */
    async remove(adminId: number, id: string): Promise<null> {
      const row = await otherAccount(adminId, id);
      if (isAdmin(row) && row.disabled_at === null && (await repo.otherActiveAdmins(row.id)) === 0)
        throw badRequest('staff.lastAdmin', 'id');
      await deps.db.transaction().execute(async (trx) => {
        await createAdminRepository(trx).deleteStaff(row.id);
        await recordStaffAction(trx, {
          staffId: adminId,
          action: 'staff.delete',
          targetId: row.id,
          before: { email: row.email, name: row.name, roles: row.roles.split(',') },
          at: clock().toISOString(),
        });
      });
      return null;
    },

    /** A staff member changes their own password; their other sessions end, this one stays. */
    async changePassword(staff: StaffRow, token: string, input: { oldPassword: string; newPassword: string }): Promise<null> {
      if (!(await verifyPassword(input.oldPassword, staff.password_hash))) throw badRequest('profile.wrongPassword', 'oldPassword');
      if (input.oldPassword === input.newPassword) throw badRequest('error.samePassword', 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        const trxRepo = createAdminRepository(trx);
        await trxRepo.updateStaff(staff.id, { password_hash: passwordHash });
        await trxRepo.deleteTokensOfStaff(staff.id, sha256(token));
        await recordStaffAction(trx, { staffId: staff.id, action: 'staff.password', targetId: staff.id, at: clock().toISOString() });
      });
      await deps.onPasswordChanged?.();
      return null;
    },
  };

  /** Turns the account's two-factor sign-in off: codes dropped, sessions ended, in the staff log. */
  async function clearTwoFactor(row: StaffRow, byStaffId: number, after?: unknown) {
    if (row.totp_enabled_at === null && row.totp_pending === null) throw badRequest('staff.twoFactorOff', 'id');
    await deps.db.transaction().execute(async (trx) => {
      const trxRepo = createAdminRepository(trx);
      await trxRepo.updateStaff(row.id, { totp_secret: null, totp_pending: null, totp_enabled_at: null, totp_step: null });
      await trxRepo.replaceRecoveryCodes(row.id, []);
      await trxRepo.deleteTokensOfStaff(row.id);
      await recordStaffAction(trx, {
        staffId: byStaffId,
        action: 'staff.twoFactorReset',
        targetId: row.id,
        after,
        at: clock().toISOString(),
      });
    });
  }

  async function otherAccount(adminId: number, id: string) {
    const n = rowId(id);
    const row = n === null ? undefined : await repo.findStaffById(n);
    if (!row) throw new AppError(404, 'staff.notFound', {}, 'id');
    if (row.id === adminId) throw badRequest('staff.notYourself', 'id');
    return row;
  }
}

export type AdminService = ReturnType<typeof createAdminService>;
