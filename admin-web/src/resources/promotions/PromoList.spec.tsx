import { screen, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import type { PromoCodeRecord } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { PromoList } from './PromoList';

function aPromoCode(overrides: Partial<PromoCodeRecord> = {}): PromoCodeRecord {
  return {
    id: 1,
    code: 'SPRING25',
    kind: 'percent',
    value: 25,
    appliesTo: ['gold', 'platinum'],
    maxUses: 5,
    maxUsesPerStudent: 1,
    startsAt: null,
    endsAt: null,
    firstPurchaseOnly: false,
    public: true,
    bannerText: 'Spring sale',
    active: true,
    uses: 3,
    reserved: 1,
    revenue: 937.5,
    discountGiven: 312.5,
    bonusGiven: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const codes = [
  aPromoCode(),
  aPromoCode({
    id: 2,
    code: 'BONUS10',
    kind: 'topup-bonus',
    value: 10,
    appliesTo: ['topup'],
    maxUses: null,
    uses: 2,
    reserved: 0,
    revenue: 400,
    discountGiven: 0,
    bonusGiven: 40,
    active: false,
  }),
];

function renderList(role: 'admin' | 'support' = 'admin') {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: codes, total: codes.length }),
  );
  renderInAdmin(<PromoList />, {
    dataProvider: fakeDataProvider({ getList: getList as DataProvider['getList'] }),
    resource: 'promo-codes',
    role,
  });
  return getList;
}

const row = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;

describe(PromoList.name, () => {
  it('shows each code with its offer, uses, revenue and discount given', async () => {
    const getList = renderList();
    const spring = await row('SPRING25');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Code',
      'Kind',
      'Applies to',
      'Uses',
      'Revenue',
      'Discount given',
      'Active',
    ]);
    expect(
      within(spring)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SPRING25',
      '25% off',
      'GOLD, PLATINUM',
      '3 of 5 (1 reserved)',
      '$937.50',
      '$312.50',
      'Active',
    ]);
    expect(
      within(await row('BONUS10'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['BONUS10', '+10% on top-ups', 'Top-ups', '2', '$400.00', '$0.00', 'Inactive']);
    expect(getList).toHaveBeenCalledWith(
      'promo-codes',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
  });

  it('lets admins create a code', async () => {
    renderList('admin');
    expect(await screen.findByRole('link', { name: 'Create' })).toBeInTheDocument();
  });

  it('lets support read the codes without creating one', async () => {
    renderList('support');
    await row('SPRING25');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});
