import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams, DataProvider, GetListParams } from 'react-admin';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { PromoCreate } from './PromoCreate';

const tiers = [
  { id: 'silver', name: 'SILVER', price: 100, archived: false },
  { id: 'gold', name: 'GOLD', price: 250, archived: false },
  { id: 'legacy', name: 'LEGACY', price: 50, archived: true },
];

function renderCreate() {
  const create = vi.fn((_resource: string, params: CreateParams) =>
    Promise.resolve({ data: { id: 9, ...params.data } }),
  );
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: tiers, total: tiers.length }),
  );
  renderInAdmin(<PromoCreate />, {
    dataProvider: fakeDataProvider({
      create: create as DataProvider['create'],
      getList: getList as DataProvider['getList'],
    }),
    resource: 'promo-codes',
  });
  return { create };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const number = (name: RegExp) => screen.getByRole('spinbutton', { name });

async function fill({ code, value }: { code: string; value: string }) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), code);
  await userEvent.clear(number(/Value/));
  await userEvent.type(number(/Value/), value);
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe(PromoCreate.name, () => {
  it('offers the tiers on sale and top-ups, and sends the code with its rules', async () => {
    const { create } = renderCreate();
    await fill({ code: 'SPRING25', value: '25' });
    expect(await screen.findByRole('checkbox', { name: 'GOLD' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Top-ups' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'LEGACY' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'GOLD' }));
    await userEvent.type(number(/Uses at most/), '5');
    await userEvent.click(screen.getByLabelText('Public'));
    await userEvent.type(textbox(/Banner text/), 'Spring sale');
    await save();

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'promo-codes',
        expect.objectContaining({
          data: expect.objectContaining({
            code: 'SPRING25',
            kind: 'percent',
            value: 25,
            appliesTo: ['gold'],
            maxUses: 5,
            maxUsesPerStudent: 1,
            public: true,
            firstPurchaseOnly: false,
            bannerText: 'Spring sale',
          }),
        }),
      ),
    );
  });

  it.each([
    ['a code with a space', 'SPRING 25', '25', 'Use 3 to 40 letters, digits, - or _.'],
    ['a percent past 100', 'SPRING25', '101', 'Enter a percent from 1 to 100.'],
    ['a percent of 0', 'SPRING25', '0', 'Enter a percent from 1 to 100.'],
    ['a fractional value', 'SPRING25', '12.5', 'Enter a whole number.'],
  ])('refuses %s and sends nothing', async (_case, code, value, message) => {
    const { create } = renderCreate();
    await fill({ code, value });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'GOLD' }));
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps a discount to tiers and a top-up bonus to top-ups', async () => {
    const { create } = renderCreate();
    await fill({ code: 'SPRING25', value: '25' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Top-ups' }));
    await save();
    expect(await screen.findByText('A discount applies to tiers only.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Top-up bonus' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'GOLD' }));
    await save();
    expect(await screen.findByText('A top-up bonus applies to top-ups only.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('asks for what the code applies to', async () => {
    const { create } = renderCreate();
    await fill({ code: 'SPRING25', value: '25' });
    await save();
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThan(0));
    expect(create).not.toHaveBeenCalled();
  });
});
