import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListBase } from 'react-admin';
import type { TierRecord } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { TierList } from './TierPages';

const tier = (id: TierRecord['id'], name: string, price: number, position: number): TierRecord => ({
  id,
  name,
  price,
  description: `${name} tier`,
  descriptionRu: '',
  popular: false,
  published: true,
  position,
  archived: false,
});

const TIERS = [tier('silver', 'SILVER', 100, 1), tier('gold', 'GOLD', 250, 2)];

function renderTiers(role: 'admin' | 'support') {
  const update = vi.fn((_resource: string, params: { data: TierRecord }) =>
    Promise.resolve({ data: params.data }),
  );
  const dataProvider = fakeDataProvider({
    getList: () => Promise.resolve({ data: TIERS as never[], total: TIERS.length }),
    update: update as never,
  });
  renderInAdmin(
    <ListBase resource="tiers">
      <TierList />
    </ListBase>,
    { dataProvider, role, resource: 'tiers' },
  );
  return update;
}

it('lists the tiers in order with their prices and state', async () => {
  renderTiers('admin');
  expect(await screen.findByText('GOLD')).toBeInTheDocument();
  expect(screen.getByText('$250')).toBeInTheDocument();
  expect(screen.getAllByText('Published')).toHaveLength(2);
});

it('moves a tier by saving the whole record with its new 1-based position', async () => {
  const update = renderTiers('admin');
  await screen.findByText('GOLD');
  const [, goldUp] = screen.getAllByRole('button', { name: 'Move up' });
  fireEvent.click(goldUp);
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(
      'tiers',
      expect.objectContaining({ id: 'gold', data: { ...TIERS[1], position: 1 } }),
    ),
  );
});

it('moves a tier dragged onto another row to the place of that row', async () => {
  const update = renderTiers('admin');
  await screen.findByText('GOLD');
  const [silverRow, goldRow] = screen.getAllByRole('listitem');
  expect(silverRow).toHaveAttribute('draggable', 'true');
  fireEvent.dragStart(silverRow);
  fireEvent.dragOver(goldRow);
  fireEvent.drop(goldRow);
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(
      'tiers',
      expect.objectContaining({ id: 'silver', data: { ...TIERS[0], position: 2 } }),
    ),
  );
});

it('gives support staff no way to reorder', async () => {
  renderTiers('support');
  await screen.findByText('GOLD');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull());
  for (const row of screen.getAllByRole('listitem')) {
    expect(row).toHaveAttribute('draggable', 'false');
  }
});
