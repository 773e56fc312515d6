import { CODE_MAX_WRONG_TRIES, type Scene } from '@chef/shared';
import { hashCode } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import type { UserRepository } from './user.repository.js';

/**
 * Verification codes as sign-in (register, login, reset) and the profile (a new phone) use them. Sending
 * is sign-in's (sendCode); checking and using up are shared here.
 */
export function createCodeCheck(repo: UserRepository, clock: () => Date) {
  return {
    /**
     * Checks a code before the caller's transaction: only the newest code of the account and scene
     * counts, and it dies after its TTL, its first use or 5 wrong tries. A wrong try is counted at
     * once (not inside a transaction that the error would roll back). Returns the code's id, which the
     * caller consumes inside its transaction, so a failed operation leaves the code usable.
     */
    async check(account: string, scene: Scene, code: string): Promise<number> {
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
    },

    /** Uses a checked code up, once: of two requests racing with the same code only one wins. */
    async consume(trx: UserRepository, codeId: number) {
      if (!(await trx.consumeCode(codeId, clock().toISOString()))) throw badRequest('error.codeInvalid', 'code');
    },
  };
}
