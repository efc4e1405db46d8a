import { CERTIFICATE_CODE_PATTERN } from '@academy/contracts';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';

describe(newCertificateCode.name, () => {
  it('writes 20 base32 characters in groups of four', () => {
    expect(newCertificateCode()).toMatch(CERTIFICATE_CODE_PATTERN);
  });

  it('draws every code afresh', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newCertificateCode()));
    expect(codes.size).toBe(1000);
  });

  it('uses every character of the alphabet, so no bits are wasted', () => {
    const seen = new Set(
      Array.from({ length: 200 }, () => newCertificateCode().replace(/-/g, '')).join(''),
    );
    expect(seen.size).toBe(32);
  });
});

describe(normalizeCertificateCode.name, () => {
  it('reads a code in lower case', () => {
    expect(normalizeCertificateCode('abcd-efgh-ijkl-mnop-qrst')).toBe('ABCD-EFGH-IJKL-MNOP-QRST');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeCertificateCode('ABCD')).toBeNull();
    expect(normalizeCertificateCode('ABCD-EFGH-IJKL-MNOP-QRS1')).toBeNull();
  });
});
