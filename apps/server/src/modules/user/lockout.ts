import type { Db } from '../../db/index.js';
import { tooMany } from '../../lib/errors.js';
import { createLockoutRepository, type Realm } from './lockout.repository.js';

export type { Realm } from './lockout.repository.js';

const MINUTE_MS = 60_000;

/**
 * Password guessing, counted per account in the database (so it holds on every node, Redis or not):
 * - from one address: 10 wrong passwords in 15 minutes, then that address waits until the oldest of
 *   them is 15 minutes old. Other addresses, the owner's included, are not affected;
 * - from all addresses together: 100 wrong passwords in 24 hours are let through, then each further
 *   try waits after the latest failure 1 s, 2 s, 4 s... up to 5 minutes. An attacker spread over many
 *   addresses gets a few hundred guesses a day; the owner waits at most 5 minutes, and never to log in
 *   by code (which proves the mailbox or phone and is not counted here).
 * A right password clears its address's count (a staff account with two-factor sign-in: the right
 * second factor does, so the password cannot reset the count of wrong codes).
 */
export const LOCKOUT = {
  addressMax: 10,
  addressWindowMs: 15 * MINUTE_MS,
  accountFree: 100,
  accountWindowMs: 24 * 60 * MINUTE_MS,
  firstDelayMs: 1000,
  maxDelayMs: 5 * MINUTE_MS,
};

export function createLockout(deps: { db: Db; clock?: () => Date }) {
  const repo = createLockoutRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  /** Milliseconds this address must still wait before trying a password on the account; 0: go ahead. */
  async function waitFor(realm: Realm, account: string, ip: string): Promise<number> {
    const at = clock().getTime();
    const failures = await repo.failuresSince(realm, account, new Date(at - LOCKOUT.accountWindowMs).toISOString());
    const addressSince = new Date(at - LOCKOUT.addressWindowMs).toISOString();
    const fromAddress = failures.filter((f) => f.ip === ip && f.created_at >= addressSince);
    let wait = 0;
    if (fromAddress.length >= LOCKOUT.addressMax) {
      // Newest first: the one whose expiry brings the count under the maximum again.
      const freeing = fromAddress[LOCKOUT.addressMax - 1]!;
      wait = new Date(freeing.created_at).getTime() + LOCKOUT.addressWindowMs - at;
    }
    const beyond = failures.length - LOCKOUT.accountFree;
    if (beyond >= 0) {
      const delay = Math.min(LOCKOUT.firstDelayMs * 2 ** Math.min(beyond, 30), LOCKOUT.maxDelayMs);
      wait = Math.max(wait, new Date(failures[0]!.created_at).getTime() + delay - at);
    }
    return Math.max(0, wait);
  }

  return {
    /**
     * Runs a password check under the lockout: refused with 429 (Retry-After, the wait in the message)
     * before the password is even looked at, or counted when check answers false.
     */
    async guard<T>(
      realm: Realm,
      account: string,
      ip: string,
      /** keepCount: right, but the sign-in is not complete (a second factor follows): the count stays. */
      check: () => Promise<{ ok: true; value: T; keepCount?: boolean } | { ok: false; error: Error }>,
    ): Promise<T> {
      const wait = await waitFor(realm, account, ip);
      if (wait > 0) throw tooMany(wait / 1000, realm === 'user' ? 'error.passwordLocked' : 'error.staffPasswordLocked');
      const result = await check();
      if (!result.ok) {
        await repo.insert(realm, account, ip, clock().toISOString());
        throw result.error;
      }
      if (!result.keepCount) await repo.clearAddress(realm, account, ip);
      return result.value;
    },

    /** Failures older than the longest window count for nothing (housekeeping). */
    sweep: () => repo.deleteBefore(new Date(clock().getTime() - LOCKOUT.accountWindowMs).toISOString()),
  };
}

export type Lockout = ReturnType<typeof createLockout>;
