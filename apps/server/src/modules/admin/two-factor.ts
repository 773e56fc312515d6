import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@chef/shared';
import { sha256 } from '../../lib/crypto.js';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads from the QR
 * code) through otplib, and the recovery codes. Kept apart from the service so the rules are in one place.
 */
const ISSUER = 'Chef Robot console';
/** One step either side: a phone's clock a little off, or a code typed as it changed, still works. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const totpUri = (email: string, secret: string) => generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time-step a code is valid for at this moment, or null. afterStep: the last step accepted for the
 * account; that step and earlier ones are refused, so a code seen once (over a shoulder, in a log) is
 * worth nothing afterwards.
 */
export async function totpStep(secret: string, code: string, at: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // otplib's verify answers for HOTP too; a TOTP answer carries its time-step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

// No 0/o, 1/l/i: read off paper and typed again.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 10 characters (about 49 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * The stored form of a recovery code, bound to its account. The codes are random and a wrong one counts
 * toward the sign-in lockout, so a plain sha256 is enough (as for tokens). Case, spaces and the dash
 * do not matter when typed.
 */
export const recoveryCodeHash = (staffId: number, code: string) =>
  sha256(`staff-recovery:${staffId}:${code.toLowerCase().replace(/[\s-]+/g, '')}`);
