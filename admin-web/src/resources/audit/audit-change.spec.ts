import { describeValues, type ChangeWords } from './audit-change';

const RUSSIAN: ChangeWords = {
  fieldName: (key) => ({ balance: 'баланс', overdraft: 'овердрафт' })[key] ?? null,
  number: (value) => new Intl.NumberFormat('ru', { maximumFractionDigits: 20 }).format(value),
  yes: 'да',
  no: 'нет',
  empty: '—',
};

describe(describeValues.name, () => {
  it('writes each stored field as name: value, in the stored order', () => {
    expect(describeValues({ balance: 1234.5, course: 'GOLD' }, RUSSIAN)).toBe(
      'баланс: 1\u00a0234,5, course: GOLD',
    );
  });

  it('says yes, no and nothing in the language, and keeps nested values readable', () => {
    expect(describeValues({ overdraft: false, overdraft_expires_at: null }, RUSSIAN)).toBe(
      'овердрафт: нет, overdraft_expires_at: —',
    );
    expect(describeValues({ avatar: { url: 'a.png' } }, RUSSIAN)).toBe('avatar: {"url":"a.png"}');
  });

  it('has nothing to say about a missing or empty side', () => {
    expect(describeValues(null, RUSSIAN)).toBeNull();
    expect(describeValues({}, RUSSIAN)).toBeNull();
  });
});
