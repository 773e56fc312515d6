import type { Gender, Language, UserInfo } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { now } from '../../db/index.js';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { Hub } from '../../plugins/realtime.js';
import { noPictures, type ClaimPicture } from '../upload/upload.service.js';
import { createCodeCheck } from './codes.js';
import { toUserInfo } from './user.presenter.js';
import { createUserRepository, type UserRepository, type UserRow } from './user.repository.js';

/** The signed-in user's own account: profile, settings, phone number and password. */
export function createProfileService(deps: {
  db: Db;
  clock?: () => Date;
  /** An avatar must be one of the user's own uploads (the upload service's check). */
  claimPicture?: ClaimPicture;
  /** Live connections of ended sessions are dropped too. */
  hub?: Pick<Hub, 'endSessions'>;
}) {
  const { db, hub } = deps;
  const claimPicture = deps.claimPicture ?? noPictures;
  const clock = deps.clock ?? (() => new Date());
  const repo = createUserRepository(db);
  const codes = createCodeCheck(repo, clock);
  const inTransaction = <T>(work: (trx: UserRepository) => Promise<T>) =>
    db.transaction().execute((trx) => work(createUserRepository(trx)));

  return {
    info: (user: UserRow): UserInfo => toUserInfo(user),

    /**
     * The profile form. An avatar must be a picture the user uploaded (or the one already stored); absent
     * fields keep their value and null clears them.
     */
    async updateProfile(
      user: UserRow,
      input: { nickname: string; avatar?: string | null; gender?: Gender | null; birthday?: string | null },
    ): Promise<UserInfo> {
      if (input.avatar && input.avatar !== user.avatar) await claimPicture({ kind: 'user', id: user.id }, input.avatar, 'avatar');
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
      const codeId = await codes.check(input.mobile, 'changePhone', input.code);
      return inTransaction(async (trx) => {
        const holder = await trx.findByAccount('mobile', input.mobile);
        if (holder && holder.id !== user.id) throw conflict('error.accountExists', 'mobile');
        await codes.consume(trx, codeId);
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

export type ProfileService = ReturnType<typeof createProfileService>;
