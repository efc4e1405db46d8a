import { toUserFilter } from './use-user-filter';

describe(toUserFilter.name, () => {
  it('keeps every filter the API takes, amounts and the trial read from address text', () => {
    expect(
      toUserFilter({
        q: 'anna',
        course: 'CUSTOM',
        balanceMin: '10.5',
        balanceMax: 500,
        overdraft: 'false',
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
        activity: 'week',
      }),
    ).toEqual({
      q: 'anna',
      course: 'CUSTOM',
      balanceMin: 10.5,
      balanceMax: 500,
      overdraft: false,
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      activity: 'week',
    });
  });

  it('drops empty and unreadable values rather than sending them', () => {
    expect(
      toUserFilter({ q: '', course: '  ', balanceMin: 'lots', overdraft: 'maybe', activity: 'x' }),
    ).toEqual({});
    expect(toUserFilter(null)).toEqual({});
    expect(toUserFilter({ overdraft: true, other: 1 })).toEqual({ overdraft: true });
  });
});
