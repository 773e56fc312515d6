import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@chef/shared';
import { scryptInPool as scryptAsync } from './hash-pool.js';

/**
 * scrypt with N = 2^17, r = 8, p = 1 (quality.md asks N >= 2^17): about 128 MiB and a few hundred ms
 * per hash, run on worker threads of its own (hash-pool.ts) so neither the event loop nor file reads wait. The parameters are stored with
 * each hash so they can be raised later without breaking old passwords.
 */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 };

const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(N, Number(r)),
  });
  return timingSafeEqual(key, expected);
}

/** 256 random bits, URL-safe: the bearer token handed to the client once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against the stored hash of an account that may not exist. With no account it
 * still runs scrypt (against a hash of a random string), so "unknown account" and "wrong password"
 * take the same time and cannot be told apart.
 */
export async function verifyAccountPassword(password: string, stored: string | undefined): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? (await (dummyHash ??= hashPassword(newToken()))));
  return ok && stored !== undefined;
}

/** A new session: the token for the client, and what the server stores (its hash and lifetime). */
export function newSession(at: Date, ttlMs: number) {
  const token = newToken();
  return { token, tokenHash: sha256(token), createdAt: at.toISOString(), expiresAt: new Date(at.getTime() + ttlMs).toISOString() };
}

/** Tokens are high-entropy, so a plain sha256 is enough to make the stored form useless to a thief. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Codes are hashed with what they are bound to, so a code row cannot be replayed for another account or scene. */
export function hashCode(account: string, scene: string, code: string): string {
  return sha256(`${scene}:${account}:${code}`);
}
