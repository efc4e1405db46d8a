import { aUser } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { BonusesPage } from './BonusesPage';

const EMPTY_REFERRALS = {
  code: 'K7QX2MPA',
  link: 'https://academy.example/register?ref=K7QX2MPA',
  invited: 0,
  paid: 0,
  earned: 0,
  friends: [],
  rewards: [],
};

function renderFor(overdraft: boolean) {
  stubApi({ 'GET /referrals': () => json(EMPTY_REFERRALS) });
  renderWithProviders(
    <MemoryRouter>
      <BonusesPage />
    </MemoryRouter>,
    { user: aUser({ overdraft }) },
  );
}

beforeEach(() => {
  stubApi({ 'GET /promotions': () => json([]) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(BonusesPage.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the trial overdraft, activated on the dashboard, while it is unused', () => {
    renderFor(false);
    const trial = screen.getByRole('article', { name: 'Trial overdraft' });
    expect(trial).toHaveTextContent('Trading deposit $500');
    expect(trial).toHaveTextContent('3 days free access');
    expect(within(trial).getByRole('link', { name: 'Activate on the Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('no longer offers the trial once the student has used it', () => {
    renderFor(true);
    const trial = screen.getByRole('article', { name: 'Trial overdraft' });
    expect(trial).toHaveTextContent('You have already used your trial overdraft.');
    expect(within(trial).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leads to the course tiers and the community channel', () => {
    renderFor(false);
    const courses = screen.getByRole('article', { name: 'Course tiers' });
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SILVER$100', 'GOLD$250Popular', 'PLATINUM$500']);
    expect(within(courses).getByRole('link', { name: 'Choose a Course' })).toHaveAttribute(
      'href',
      '/activate',
    );
    const join = within(screen.getByRole('article', { name: 'Community channel' })).getByRole(
      'link',
      { name: 'Join Now' },
    );
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the referral link below the offers', async () => {
    renderFor(false);
    const panel = screen.getByRole('region', { name: 'Invite friends' });
    expect(await within(panel).findByLabelText('Your referral link')).toHaveValue(
      EMPTY_REFERRALS.link,
    );
  });
});
