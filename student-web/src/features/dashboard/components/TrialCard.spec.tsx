import type { User } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { TrialCard } from './TrialCard';

const NOW = new Date('2026-11-23T10:00:00Z');
const MINUTE_MS = 60_000;
const endsIn = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function renderCard(user: User) {
  renderWithProviders(
    <MemoryRouter>
      <TrialCard user={user} />
    </MemoryRouter>,
    { user },
  );
}

const onTrial = (overdraftExpiresAt: string, course = 'NONE') =>
  aUser({ overdraft: true, overdraft_expires_at: overdraftExpiresAt, course });

let zone: string | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  zone = process.env.TZ;
  process.env.TZ = 'Europe/Berlin';
});

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});

describe(TrialCard.name, () => {
  it('counts down the days, hours and minutes left, live', () => {
    renderCard(onTrial(endsIn((2 * 24 * 60 + 3 * 60 + 2) * MINUTE_MS + 30_000)));
    const region = screen.getByRole('region', { name: 'Your $500 trial' });
    expect(within(region).getByRole('timer')).toHaveTextContent('2 days 3 hours 2 minutes');
    act(() => {
      vi.advanceTimersByTime(MINUTE_MS);
    });
    expect(within(region).getByRole('timer')).toHaveTextContent('2 days 3 hours 1 minute');
    act(() => {
      vi.advanceTimersByTime(62 * MINUTE_MS);
    });
    expect(within(region).getByRole('timer')).toHaveTextContent('2 days 1 hour 59 minutes');
  });

  it("names the end in the student's time zone", () => {
    renderCard(onTrial('2026-11-25T21:30:00Z'));
    // 21:30 UTC is 22:30 in Berlin.
    expect(screen.getByText(/^Ends on Wednesday, November 25 at 10:30\sPM GMT\+1$/)).toBeVisible();
  });

  it('speaks Russian, plurals included', async () => {
    await i18n.changeLanguage('ru');
    renderCard(onTrial(endsIn((24 * 60 + 2 * 60 + 5) * MINUTE_MS)));
    expect(screen.getByRole('timer')).toHaveTextContent('1 день 2 часа 5 минут');
    expect(
      screen.getByRole('heading', { name: /^Пробный период с депозитом 500\s\$$/ }),
    ).toBeVisible();
    expect(screen.getByText(/^Дата окончания: вторник, 24 ноября/)).toHaveTextContent(/13:05/);
  });

  it('says the trial has ended when the clock runs out, and offers a course', () => {
    renderCard(onTrial(endsIn(30_000)));
    expect(screen.getByRole('timer')).toHaveTextContent('0 days 0 hours 0 minutes');
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    const region = screen.getByRole('region', { name: 'Your $500 trial has ended' });
    expect(within(region).queryByRole('timer')).not.toBeInTheDocument();
    expect(
      within(region).getByText('Activate a course to keep learning and trading.'),
    ).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Activate Account' })).toHaveAttribute(
      'href',
      '/activate',
    );
  });

  it.each([
    ['without a trial', aUser({ overdraft: false, overdraft_expires_at: null })],
    ['after the trial, with a course bought', onTrial(endsIn(-MINUTE_MS), 'GOLD')],
  ])('shows nothing %s', (_, user) => {
    renderCard(user);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
