import { describe, expect, it } from 'vitest';
import {
  foldEmail,
  friendName,
  newReferralCode,
  normalizeReferralCode,
} from './referral-identity.js';

describe('referral identity', () => {
  it('folds letter case, +tags and dots of the local part, not of the domain', () => {
    expect(foldEmail(' A.nna+promo@Mail.Example.com')).toBe('anna@mail.example.com');
    expect(foldEmail('anna@example.com')).toBe(foldEmail('a.n.n.a+1+2@EXAMPLE.com'));
    expect(foldEmail('anna@example.com')).not.toBe(foldEmail('anna@example.org'));
  });

  it('makes eight-character codes of readable letters and digits that normalize to themselves', () => {
    const codes = new Set(Array.from({ length: 200 }, newReferralCode));
    expect(codes.size).toBeGreaterThan(195);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(normalizeReferralCode(code.toLowerCase())).toBe(code);
    }
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeReferralCode(undefined)).toBeNull();
    expect(normalizeReferralCode('')).toBeNull();
    expect(normalizeReferralCode("x' OR 1=1")).toBeNull();
    expect(normalizeReferralCode('A'.repeat(17))).toBeNull();
  });

  it('shows a friend by first name and initial only', () => {
    expect(friendName('Anna', 'petrova')).toBe('Anna P.');
    expect(friendName('Anna', ' ')).toBe('Anna');
  });
});
