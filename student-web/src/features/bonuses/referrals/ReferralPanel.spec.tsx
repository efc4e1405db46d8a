import type { ReferralSummary } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ReferralPanel } from './ReferralPanel';

const SUMMARY: ReferralSummary = {
  code: 'K7QX2MPA',
  link: 'https://academy.example/register?ref=K7QX2MPA',
  invited: 2,
  paid: 1,
  earned: 15,
  friends: [
    { friend: 'Boris I.', joinedAt: '2026-11-20T10:00:00.000Z', paid: true },
    { friend: 'Vera S.', joinedAt: '2026-11-21T10:00:00.000Z', paid: false },
  ],
  rewards: [
    {
      id: 2,
      friend: 'Boris I.',
      amount: 15,
      status: 'credited',
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    {
      id: 1,
      friend: 'Gleb K.',
      amount: 10,
      status: 'reversed',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
};

const renderPanel = (summary: ReferralSummary | null = SUMMARY) => {
  stubApi({
    'GET /referrals': () => (summary ? json(summary) : json({ message: 'down' }, 500)),
  });
  return renderWithProviders(<ReferralPanel />, { user: aUser() });
};

describe(ReferralPanel.name, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the link, a QR code of it, the counts and the rewards', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Invite friends' });
    expect(await within(panel).findByLabelText('Your referral link')).toHaveValue(SUMMARY.link);
    expect(within(panel).getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    const counts = [...panel.querySelectorAll('dt, dd')].map((cell) => cell.textContent);
    expect(counts).toEqual(['Invited', '2', 'Paid', '1', 'Earned', '$15.00']);
    const rewards = within(within(panel).getByRole('list', { name: 'Rewards' })).getAllByRole(
      'listitem',
    );
    expect(rewards.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Boris I.: $15.00'),
      expect.stringMatching(/Gleb K\.: \$10\.00.*Taken back/),
    ]);
    const friends = within(panel).getByRole('list', { name: 'Invited friends' });
    expect(within(friends).getAllByRole('listitem')[0]).toHaveTextContent(/Boris I\..*paid/);
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    renderPanel();
    await screen.findByLabelText('Your referral link');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SUMMARY.link);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it("shares through the device's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Join me at Trading Academy', url: SUMMARY.link });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('says so when nobody has been rewarded yet, and when the link cannot be loaded', async () => {
    const { unmount } = renderPanel({ ...SUMMARY, rewards: [], friends: [], invited: 0 });
    expect(await screen.findByText('No rewards yet.')).toBeVisible();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(null);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your referral link could not be loaded.',
      ),
    );
  });
});
