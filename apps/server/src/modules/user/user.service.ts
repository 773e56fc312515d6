import {
  CODE_DAILY_MAX,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  DEFAULT_LANGUAGE,
  DEFAULT_UNIT_TYPE,
  TOKEN_TTL_DAYS,
  isLanguage,
  maskPhone,
  normalizeAccount,
  translate,
  type Language,
  type LoginResult,
  type Scene,
  type SendCodeResult,
  type Gender,
  type UserInfo,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { now } from '../../db/index.js';
import { hashCode, hashPassword, newCode, newSession, sha256, verifyAccountPassword, verifyPassword } from '../../lib/crypto.js';
import type { Delivery } from '../../lib/delivery.js';
import { AppError, badRequest, conflict, tooMany, unauthorized } from '../../lib/errors.js';
import type { Hub } from '../../plugins/realtime.js';
import { createUserRepository, type UserRepository, type UserRow } from './user.repository.js';

const DAY_MS = 86_400_000;

/** Accounts, sessions and verification codes: every rule of quality.md lives here. */
export function createUserService(deps: {
  db: Db;
  delivery: Delivery;
  clock?: () => Date;
  /** Whether a picture URL was uploaded here (avatars must be). */
  isOwnImageUrl?: (url: string) => boolean;
  /** Live connections of ended sessions are dropped too. */
  hub?: Pick<Hub, 'endSessions' | 'endSession'>;
}) {
  const { db, delivery, hub } = deps;
  const isOwnImageUrl = deps.isOwnImageUrl ?? (() => false);
  const clock = deps.clock ?? (() => new Date());
  const repo = createUserRepository(db);
  const inTransaction = <T>(work: (trx: UserRepository) => Promise<T>) =>
    db.transaction().execute((trx) => work(createUserRepository(trx)));

  function kindOf(account: string) {
    const parsed = normalizeAccount(account);
    if (!parsed) throw badRequest('validation.account', 'account');
    return parsed;
  }

  function toUserInfo(user: UserRow): UserInfo {
    return {
      id: String(user.id),
      loginNo: user.mobile ?? user.email ?? '',
      nickname: user.nickname,
      avatar: user.avatar,
      gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
      birthday: user.birthday,
      mobile: user.mobile ? maskPhone(user.mobile) : null,
      email: user.email,
      language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      unitType: user.unit_type,
    };
  }

  async function issueToken(trx: UserRepository, user: UserRow): Promise<LoginResult> {
    const session = newSession(clock(), TOKEN_TTL_DAYS * DAY_MS);
    await trx.insertToken(user.id, session.tokenHash, session.createdAt, session.expiresAt);
    return { token: session.token, userInfo: toUserInfo(user) };
  }

  /**
   * Checks a code before the caller's transaction: only the newest code of the account and scene
   * counts, and it dies after its TTL, its first use or 5 wrong tries. A wrong try is counted at
   * once (not inside a transaction that the error would roll back). Returns the code's id, which the
   * caller consumes inside its transaction, so a failed operation leaves the code usable.
   */
  async function checkCode(account: string, scene: Scene, code: string): Promise<number> {
    const row = await repo.latestCode(account, scene);
    const at = clock().toISOString();
    if (!row || row.used_at || row.expires_at <= at || row.attempts >= CODE_MAX_WRONG_TRIES) {
      throw badRequest('error.codeInvalid', 'code');
    }
    if (row.code_hash !== hashCode(account, scene, code)) {
      await repo.countWrongTry(row.id, CODE_MAX_WRONG_TRIES);
      throw badRequest('error.codeWrong', 'code');
    }
    return row.id;
  }

  /** Uses a checked code up, once: of two requests racing with the same code only one wins. */
  async function consumeCode(trx: UserRepository, codeId: number) {
    if (!(await trx.consumeCode(codeId, clock().toISOString()))) throw badRequest('error.codeInvalid', 'code');
  }

  return {
    toUserInfo,

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
      if (input.scene === 'changePhone') {
        if (!input.userId) throw unauthorized();
        if (kind !== 'mobile') throw badRequest('validation.mobile', 'account');
        if (existing) throw conflict('error.accountExists', 'account');
      }

      const at = clock();
      const { count, latest } = await repo.codesSentSince(account, new Date(at.getTime() - DAY_MS).toISOString());
      if (latest) {
        const wait = Math.ceil((new Date(latest).getTime() + CODE_RESEND_SECONDS * 1000 - at.getTime()) / 1000);
        if (wait > 0) throw tooMany('error.codeTooSoon', { seconds: wait });
      }
      if (count >= CODE_DAILY_MAX) throw tooMany('error.codeDailyLimit');

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
      const codeId = await checkCode(account, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      return inTransaction(async (trx) => {
        if (await trx.findByAccount(kind, account)) throw conflict('error.accountExists', 'account');
        await consumeCode(trx, codeId);
        const at = now();
        const user = await trx.insert({
          mobile: kind === 'mobile' ? account : null,
          email: kind === 'email' ? account : null,
          password_hash: passwordHash,
          nickname:
            kind === 'email' ? account.split('@')[0]!.slice(0, 20) : `${translate(input.language, 'product.title')} ${account.slice(-4)}`,
          avatar: null,
          gender: null,
          birthday: null,
          language: input.language,
          unit_type: DEFAULT_UNIT_TYPE,
          created_at: at,
          updated_at: at,
        });
        return issueToken(trx, user);
      });
    },

    async loginWithPassword(input: { account: string; password: string }): Promise<LoginResult> {
      const { kind, value: account } = kindOf(input.account);
      const user = await repo.findByAccount(kind, account);
      // Same answer for an unknown account and a wrong password.
      const ok = await verifyAccountPassword(input.password, user?.password_hash);
      if (!user || !ok) throw badRequest('error.wrongCredentials');
      return inTransaction((trx) => issueToken(trx, user));
    },

    async loginWithCode(input: { account: string; code: string }): Promise<LoginResult> {
      const { kind, value: account } = kindOf(input.account);
      const user = await repo.findByAccount(kind, account);
      if (!user) throw new AppError(404, 'error.accountNotFound', {}, 'account');
      const codeId = await checkCode(account, 'login', input.code);
      return inTransaction(async (trx) => {
        await consumeCode(trx, codeId);
        return issueToken(trx, user);
      });
    },

    /** A new password signs out every session, including any an attacker may hold. */
    async resetPassword(input: { account: string; code: string; newPassword: string }): Promise<void> {
      const { kind, value: account } = kindOf(input.account);
      const user = await repo.findByAccount(kind, account);
      if (!user) throw new AppError(404, 'error.accountNotFound', {}, 'account');
      const codeId = await checkCode(account, 'resetPwd', input.code);
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(async (trx) => {
        await consumeCode(trx, codeId);
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

    /**
     * The profile form. An avatar must be a picture uploaded here (or the one already stored); absent
     * fields keep their value and null clears them.
     */
    async updateProfile(
      user: UserRow,
      input: { nickname: string; avatar?: string | null; gender?: Gender | null; birthday?: string | null },
    ): Promise<UserInfo> {
      if (input.avatar && input.avatar !== user.avatar && !isOwnImageUrl(input.avatar)) {
        throw badRequest('validation.imageUrl', 'avatar');
      }
      const updated = await repo.update(user.id, {
        nickname: input.nickname,
        ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
        updated_at: now(),
      });
      return toUserInfo(updated);
    },

    /** A new mobile number, proven by the code sent to it (sendCode scene changePhone). */
    async changePhone(user: UserRow, input: { mobile: string; code: string }): Promise<UserInfo> {
      const codeId = await checkCode(input.mobile, 'changePhone', input.code);
      return inTransaction(async (trx) => {
        const holder = await trx.findByAccount('mobile', input.mobile);
        if (holder && holder.id !== user.id) throw conflict('error.accountExists', 'mobile');
        await consumeCode(trx, codeId);
        return toUserInfo(await trx.update(user.id, { mobile: input.mobile, updated_at: now() }));
      });
    },

    /**
     * A new password, given the old one. Every other session of the user ends (tokens and live
     * connections); the one making the change stays signed in.
     */
    async changePassword(user: UserRow, token: string, input: { oldPassword: string; newPassword: string }): Promise<void> {
      if (!(await verifyPassword(input.oldPassword, user.password_hash))) throw badRequest('profile.wrongPassword', 'oldPassword');
      if (input.oldPassword === input.newPassword) throw badRequest('error.samePassword', 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(async (trx) => {
        await trx.update(user.id, { password_hash: passwordHash, updated_at: now() });
        await trx.deleteTokensOfUser(user.id, sha256(token));
      });
      hub?.endSessions(user.id, token);
    },

    async updateSetting(id: number, input: { language?: Language; unitType?: string }): Promise<UserInfo> {
      const user = await repo.update(id, {
        ...(input.language ? { language: input.language } : {}),
        ...(input.unitType ? { unit_type: input.unitType } : {}),
        updated_at: now(),
      });
      return toUserInfo(user);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
