import { claimReferenceKey } from './claim-reference.js';

describe(claimReferenceKey.name, () => {
  it('reads a crypto hash alike in any letter case, with or without 0x, trimmed', () => {
    expect(claimReferenceKey('crypto', '  0xAbC123 ')).toBe('abc123');
    expect(claimReferenceKey('crypto', 'ABC123')).toBe('abc123');
  });

  it('keeps 0x of other methods, and a lone 0x', () => {
    expect(claimReferenceKey('p2p', '0xFF')).toBe('0xff');
    expect(claimReferenceKey('crypto', '0X')).toBe('0x');
  });
});
