import { describeValues } from './audit-change';

describe(describeValues.name, () => {
  it('writes each stored field as key: value, in the stored order', () => {
    expect(describeValues({ balance: 100, course: 'GOLD' })).toBe('balance: 100, course: GOLD');
  });

  it('keeps null, booleans and nested values readable', () => {
    expect(describeValues({ overdraft: false, overdraft_expires_at: null })).toBe(
      'overdraft: false, overdraft_expires_at: null',
    );
    expect(describeValues({ avatar: { url: 'a.png' } })).toBe('avatar: {"url":"a.png"}');
  });

  it('has nothing to say about a missing or empty side', () => {
    expect(describeValues(null)).toBeNull();
    expect(describeValues({})).toBeNull();
  });
});
