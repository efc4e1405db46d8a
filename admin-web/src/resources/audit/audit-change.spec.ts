import { describeChanges, describeValues, type ChangeWords } from './audit-change';

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

describe(describeChanges.name, () => {
  it('tells only the fields that changed, before → after, and a reason told on one side', () => {
    expect(
      describeChanges(
        { email: 'a@example.com', balance: 0, course: 'GOLD' },
        { email: 'a@example.com', balance: 1234.5, course: 'GOLD', reason: 'Бонус' },
        RUSSIAN,
      ),
    ).toEqual([
      { field: 'баланс', before: '0', after: '1\u00a0234,5' },
      { field: 'reason', value: 'Бонус' },
    ]);
  });

  it('names the promo code or staff account changed first, although it stayed the same', () => {
    expect(
      describeChanges(
        { code: 'SPRING25', maxUses: 5, active: true },
        { code: 'SPRING25', maxUses: 10, active: true },
        RUSSIAN,
      ),
    ).toEqual([
      { field: 'code', value: 'SPRING25' },
      { field: 'maxUses', before: '5', after: '10' },
    ]);
    expect(
      describeChanges(
        { staff: 'maria', role: 'support' },
        { staff: 'maria', role: 'admin' },
        RUSSIAN,
      ),
    ).toEqual([
      { field: 'staff', value: 'maria' },
      { field: 'role', before: 'support', after: 'admin' },
    ]);
  });

  it('leaves an entry with a missing side, or with nothing changed, to be told whole', () => {
    expect(describeChanges(null, { balance: 1 }, RUSSIAN)).toBeNull();
    expect(describeChanges({ balance: 1 }, { balance: 1, reason: 'x' }, RUSSIAN)).toBeNull();
  });
});
