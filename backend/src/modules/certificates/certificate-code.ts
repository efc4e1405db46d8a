import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_PATTERN } from '@academy/contracts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_CHARACTERS = 20;

/** A new code: 20 base32 characters from the system's random source, 100 bits in all. */
export function newCertificateCode(): string {
  const bytes = randomBytes(Math.ceil((CODE_CHARACTERS * 5) / 8));
  let bits = 0;
  let value = 0;
  let characters = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && characters.length < CODE_CHARACTERS) {
      characters += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return characters.match(/.{4}/g)!.join('-');
}

/** A code as typed or linked (any letter case), or null when it cannot be one. */
export function normalizeCertificateCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}
