import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { STAFF_RECOVERY_CODE_COUNT } from '@academy/contracts';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30-second steps. */
const ISSUER = 'Trading Academy';
/** One step either side of now (in seconds), for a phone's clock a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;
const TOTP_CODE = /^\d{6}$/;
// Without 0/O, 1/I/L: a recovery code is read off paper and typed.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUrl(secret: string, username: string): string {
  return generateURI({ issuer: ISSUER, label: username, secret });
}

/** What a typed code looks like with its spaces and dashes gone, upper case. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function looksLikeTotp(code: string): boolean {
  return TOTP_CODE.test(normaliseCode(code));
}

/**
 * The time step of a code that matches now (one step either side) and comes after `afterStep`,
 * or null: a code of an accepted step, or an earlier one, is a replay.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const token = normaliseCode(code);
  if (!TOTP_CODE.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // verify answers the HOTP shape too; the TOTP one has the step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of about 59 random bits each, as XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  const group = () =>
    Array.from(
      { length: RECOVERY_GROUP_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_GROUPS }, group).join('-'),
  );
}

/** Recovery codes are random enough that a plain SHA-256 keeps them from being read back. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('hex');
}
