import {
  CODE_ACCOUNT_DAILY_CEILING,
  CODE_DAILY_MAX,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  DEFAULT_UNIT_TYPE,
  TOKEN_TTL_DAYS,
  normalizeAccount,
  translate,
  type Language,
  type LoginResult,
  type Scene,
  type SendCodeResult,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { now } from '../../db/index.js';
import { hashCode, hashPassword, newCode, newSession, sha256, verifyAccountPassword } from '../../lib/crypto.js';
import type { Delivery } from '../../lib/delivery.js';
import { AppError, badRequest, conflict, tooMany, unauthorized } from '../../lib/errors.js';
import type { Hub } from '../../plugins/realtime.js';
import { createCodeCheck } from './codes.js';
import { createLockout } from './lockout.js';
import { toUserInfo } from './user.presenter.js';
import { createUserRepository, type UserRepository, type UserRow } from './user.repository.js';

const DAY_MS = 86_400_000;

/** A session for the user from `at` (a login's, a registration's; the test factories' buildUser too). */
export async function startSession(repo: UserRepository, user: UserRow, at: Date): Promise<LoginResult> {
  const session = newSession(at, TOKEN_TTL_DAYS * DAY_MS);
  await repo.insertToken(user.id, session.tokenHash, session.createdAt, session.expiresAt);
  return { token: session.token, userInfo: toUserInfo(user) };
}

/**
 * A new account and its first session: what registration writes once the code is good and the password
 * hashed. The test factory (test/helper.ts registerUser) opens its accounts here too, so the suite's
 * users are what a registration makes.
 */
export async function openAccount(
  repo: UserRepository,
  at: Date,
  input: { kind: 'mobile' | 'email'; account: string; passwordHash: string; language: Language },
): Promise<LoginResult> {
  const { kind, account, language } = input;
  if (await repo.findByAccount(kind, account)) throw conflict('error.accountExists', 'account');
  const created = now();
  const user = await repo.insert({
    mobile: kind === 'mobile' ? account : null,
    email: kind === 'email' ? account : null,
    password_hash: input.passwordHash,
    nickname: kind === 'email' ? account.split('@')[0]!.slice(0, 20) : `${translate(language, 'product.title')} ${account.slice(-4)}`,
    avatar: null,
    gender: null,
    birthday: null,
    language,
    unit_type: DEFAULT_UNIT_TYPE,
    created_at: created,
    updated_at: created,
  });
  return startSession(repo, user, at);
}

/**
 * Signing in: accounts, verification codes and sessions (sendCode, register, login, reset, logout,
 * and the token check every signed-in request makes). Every rule of quality.md on them lives here.
 */
export function createSignInService(deps: {
  db: Db;
  delivery: Delivery;
  clock?: () => Date;
  /** Live connections of ended sessions are dropped too. */
  hub?: Pick<Hub, 'endSessions' | 'endSession'>;
}) {
  const { db, delivery, hub } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createUserRepository(db);
  const codes = createCodeCheck(repo, clock);
  const lockout = createLockout({ db, clock });
  const inTransaction = <T>(work: (trx: UserRepository) => Promise<T>) =>
    db.transaction().execute((trx) => work(createUserRepository(trx)));

  /**
   * A disabled account (staff, modules/admin/users.service.ts) cannot sign in nor ask for a code to
   * sign in or reset its password: 403 with a message that says so, rather than a generic failure.
   */
  function refuseDisabled(user: UserRow | undefined) {
    if (user?.disabled_at) throw new AppError(403, 'people.accountDisabled', {}, 'account');
  }

  function kindOf(account: string) {
    const parsed = normalizeAccount(account);
    if (!parsed) throw badRequest('validation.account', 'account');
    return parsed;
  }

  const issueToken = (trx: UserRepository, user: UserRow) => startSession(trx, user, clock());

  return {
    async sendCode(input: {
      account: string;
      scene: Scene;
      ip: string | null;
      language: Language;
      userId?: number;
    }): Promise<SendCodeResult> {
      const { kind, value: account } = kindOf(input.account);
      const existing = await repo.findByAccount(kind, account);
      if (input.scene === 'register' && existing) throw conflict('error.accountExists', 'account');
      if ((input.scene === 'login' || input.scene === 'resetPwd') && !existing) {
        throw new AppError(404, 'error.accountNotFound', {}, 'account');
      }
      if (input.scene === 'login' || input.scene === 'resetPwd') refuseDisabled(existing);
      if (input.scene === 'changePhone') {
        if (!input.userId) throw unauthorized();
        if (kind !== 'mobile') throw badRequest('validation.mobile', 'account');
        if (existing) throw conflict('error.accountExists', 'account');
      }

      const at = clock();
      // Counted per requesting address (issue 25, docs/API.md): a stranger asking for the owner's codes
      // uses up the stranger's allowance, so the owner still gets a code; the account's ceiling over
      // all addresses keeps one person from being sent more than that a day.
      const since = new Date(at.getTime() - DAY_MS).toISOString();
      const [fromHere, fromAll] = await Promise.all([repo.codesSentSince(account, since, input.ip), repo.codesSentSince(account, since)]);
      if (fromHere.latest) {
        const wait = Math.ceil((new Date(fromHere.latest).getTime() + CODE_RESEND_SECONDS * 1000 - at.getTime()) / 1000);
        if (wait > 0) throw tooMany(wait, 'error.codeTooSoon', { seconds: wait });
      }
      // The day's allowance comes back as its oldest code leaves the 24 hours.
      const dayWait = (earliest: string | null) => (new Date(earliest!).getTime() + DAY_MS - at.getTime()) / 1000;
      if (fromHere.count >= CODE_DAILY_MAX) throw tooMany(dayWait(fromHere.earliest), 'error.codeDailyLimit');
      if (fromAll.count >= CODE_ACCOUNT_DAILY_CEILING) throw tooMany(dayWait(fromAll.earliest), 'error.codeDailyLimit');

      const code = newCode();
      const codeId = await repo.insertCode({
        account,
        scene: input.scene,
        code_hash: hashCode(account, input.scene, code),
        ip: input.ip,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
      });
      const t = (key: string) => translate(input.language, key, { code });
      try {
        await delivery.send(
          kind === 'email'
            ? { channel: 'email', recipient: account, subject: t('mail.codeSubject'), body: t('mail.codeBody') }
            : { channel: 'sms', recipient: account, subject: '', body: t('mail.sms') },
        );
      } catch (err) {
        // A code that never left must not count against the resend limits.
        await repo.deleteCode(codeId);
        throw new AppError(503, 'error.deliveryFailed', {}, undefined, err);
      }
      return { resendAfter: CODE_RESEND_SECONDS };
    },

    async register(input: { account: string; code: string; password: string; language: Language }): Promise<LoginResult> {
      const { kind, value: account } = kindOf(input.account);
      const codeId = await codes.check(account, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      return inTransaction(async (trx) => {
        await codes.consume(trx, codeId);
        return openAccount(trx, clock(), { kind, account, passwordHash, language: input.language });
      });
    },

    /** Under the lockout (lockout.ts): wrong passwords are counted per account and address. */
    async loginWithPassword(input: { account: string; password: string; ip: string }): Promise<LoginResult> {
      const { kind, value: account } = kindOf(input.account);
      const user = await lockout.guard('user', account, input.ip, async () => {
        const found = await repo.findByAccount(kind, account);
        // Same answer for an unknown account and a wrong password.
        const ok = await verifyAccountPassword(input.password, found?.password_hash);
        return found && ok ? { ok: true, value: found } : { ok: false, error: badRequest('error.wrongCredentials') };
      });
      // Only once the password is right: a stranger learns nothing more than "wrong password".
      refuseDisabled(user);
      return inTransaction((trx) => issueToken(trx, user));
    },

    /** Old wrong passwords (housekeeping). */
    sweepLockouts: () => lockout.sweep(),

    async loginWithCode(input: { account: string; code: string }): Promise<LoginResult> {
      const { kind, value: account } = kindOf(input.account);
      const user = await repo.findByAccount(kind, account);
      if (!user) throw new AppError(404, 'error.accountNotFound', {}, 'account');
      refuseDisabled(user);
      const codeId = await codes.check(account, 'login', input.code);
      return inTransaction(async (trx) => {
        await codes.consume(trx, codeId);
        return issueToken(trx, user);
      });
    },

    /** A new password signs out every session, including any an attacker may hold. */
    async resetPassword(input: { account: string; code: string; newPassword: string }): Promise<void> {
      const { kind, value: account } = kindOf(input.account);
      const user = await repo.findByAccount(kind, account);
      if (!user) throw new AppError(404, 'error.accountNotFound', {}, 'account');
      refuseDisabled(user);
      const codeId = await codes.check(account, 'resetPwd', input.code);
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(async (trx) => {
        await codes.consume(trx, codeId);
        await trx.update(user.id, { password_hash: passwordHash, updated_at: now() });
        await trx.deleteTokensOfUser(user.id);
      });
      hub?.endSessions(user.id);
    },

    async authenticate(token: string): Promise<UserRow | undefined> {
      return repo.findUserByToken(sha256(token), clock().toISOString());
    },

    async logout(token: string): Promise<void> {
      await repo.deleteToken(sha256(token));
      hub?.endSession(token);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
