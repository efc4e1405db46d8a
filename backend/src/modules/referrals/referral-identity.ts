import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_MAX_LENGTH } from '@academy/contracts';

/** Letters and digits a person can read back without confusing them (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A new random referral code, e.g. `K7QX2MPA`. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The code a link carries, as stored (upper case), or null when it cannot be one. */
export function normalizeReferralCode(ref: string | undefined | null): string | null {
  const code = (ref ?? '').trim().toUpperCase();
  return /^[A-Z0-9]+$/.test(code) && code.length <= REFERRAL_CODE_MAX_LENGTH ? code : null;
}

/**
 * An e-mail address with what makes one mailbox look like several folded away: letter case, a
 * `+tag` and dots in the local part. `A.nna+x@Example.com` and `anna@example.com` fold alike.
 */
export function foldEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).split('+')[0].replaceAll('.', '');
  return `${local}@${address.slice(at + 1)}`;
}

/** A student as other students see them: first name and the initial of the last name. */
export function friendName(username: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return initial ? `${username.trim()} ${initial}.` : username.trim();
}
