import { BALANCE_BOUNDS, parseAmount } from './money';

describe(parseAmount.name, () => {
  it('reads plain decimal amounts with at most two decimals', () => {
    expect(parseAmount(' 150.5 ', BALANCE_BOUNDS)).toBe(150.5);
    expect(parseAmount('0', BALANCE_BOUNDS)).toBe(0);
    expect(parseAmount('1.234', BALANCE_BOUNDS)).toBeNull();
    expect(parseAmount('1e3', BALANCE_BOUNDS)).toBeNull();
    expect(parseAmount('', BALANCE_BOUNDS)).toBeNull();
  });

  it('keeps a balance within the limits the API applies', () => {
    expect(parseAmount('999999999999.99', BALANCE_BOUNDS)).toBe(999_999_999_999.99);
    expect(parseAmount('1000000000000', BALANCE_BOUNDS)).toBeNull();
    expect(parseAmount('-1', BALANCE_BOUNDS)).toBeNull();
  });
});
