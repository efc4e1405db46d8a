import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralSettings } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { ReferralsPage } from './ReferralsPage';

const SETTINGS: ReferralSettings = {
  enabled: true,
  rewardKind: 'amount',
  rewardValue: 15,
  maxRewardsPerReferrerPerMonth: 10,
};

function renderPage(role: 'admin' | 'support') {
  const updateReferralSettings = vi.fn((settings: ReferralSettings) => Promise.resolve(settings));
  const dataProvider = fakeDataProvider({
    getReferralSettings: () => Promise.resolve(SETTINGS),
    updateReferralSettings,
    getTopReferrers: () =>
      Promise.resolve([
        {
          userId: 1,
          name: 'Vera Top',
          email: 'vera@example.com',
          code: 'K7QX2MPA',
          invited: 3,
          paid: 2,
          rewards: 2,
          earned: 30,
        },
      ]),
    getReferralRewards: () =>
      Promise.resolve([
        {
          id: 1,
          referrerId: 1,
          referrerName: 'Vera Top',
          friendId: 2,
          friendName: 'Boris Ivanov',
          paymentId: '00000000-0000-4000-8000-000000000001',
          amount: 15,
          status: 'reversed',
          createdAt: '2026-11-22T10:00:00.000Z',
          reversedAt: '2026-11-23T10:00:00.000Z',
        },
      ]),
  });
  renderInAdmin(<ReferralsPage />, { dataProvider, role, resource: 'referrals' });
  return { updateReferralSettings };
}

describe(ReferralsPage.name, () => {
  it('lets an admin change the reward and saves the whole settings', async () => {
    const { updateReferralSettings } = renderPage('admin');
    await screen.findByRole('button', { name: 'Save' });
    const value = screen.getByRole('spinbutton', { name: 'Value' });
    await userEvent.clear(value);
    await userEvent.type(value, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateReferralSettings).toHaveBeenCalledWith({ ...SETTINGS, rewardValue: 20 }),
    );
  });

  it('shows support the settings without a Save button, and the top referrers and rewards', async () => {
    renderPage('support');
    expect(await screen.findByText('Only admins can change these settings.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const top = await screen.findByRole('table', { name: 'Top referrers' });
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent(
      /Vera Top \(vera@example\.com\)K7QX2MPA322\$30\.00/,
    );
    const rewards = await screen.findByRole('table', { name: 'Rewards' });
    expect(within(rewards).getAllByRole('row')[1]).toHaveTextContent(
      /Vera TopBoris Ivanov\$15\.00Taken back/,
    );
  });
});
