import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import type { RegistrationPeriod, RegistrationStats, RevenueStats } from '@academy/contracts';
import type { AcademyDataProvider } from '../providers/data-provider';
import { i18nProvider } from '../providers/i18n-provider';
import { StatisticsPage } from './StatisticsPage';

const RUSSIAN_12345 = /^12[\u00a0\u202f]345$/;

function statsFor(period: RegistrationPeriod, totalUsers = 12345): RegistrationStats {
  return {
    period,
    from: '2026-11-15T12:00:00.000Z',
    to: '2026-11-22T12:00:00.000Z',
    points: [
      { date: '2026-11-21', count: 2 },
      { date: '2026-11-22', count: 5 },
    ],
    total: 7,
    totalUsers,
  };
}

function revenueFor(period: RegistrationPeriod, total = 1250): RevenueStats {
  return {
    period,
    from: '2026-11-15T12:00:00.000Z',
    to: '2026-11-22T12:00:00.000Z',
    points: [
      {
        date: '2026-11-21',
        paid: 500,
        refunded: 0,
        net: 500,
        byMethod: { crypto: 250, card: 250 },
      },
      { date: '2026-11-22', paid: 1000, refunded: 250, net: total - 500, byMethod: { p2p: 750 } },
    ],
    total,
    byMethod: [
      { method: 'p2p', amount: 750 },
      { method: 'crypto', amount: 250 },
      { method: 'card', amount: 250 },
    ],
    byTier: [
      { tier: 'GOLD', amount: 1000 },
      { tier: 'topup', amount: 250 },
    ],
    newStudents: 8,
    newStudentsPaid: 2,
    paidShare: 0.25,
    discountGiven: 125,
  };
}

const revenueOk: AcademyDataProvider['getRevenue'] = (period) =>
  Promise.resolve(revenueFor(period));

function renderPage(
  getRegistrations: AcademyDataProvider['getRegistrations'],
  getRevenue: AcademyDataProvider['getRevenue'] = revenueOk,
) {
  const dataProvider = {
    ...testDataProvider(),
    getRegistrations,
    getRevenue,
  } as unknown as AcademyDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <StatisticsPage />
    </AdminContext>,
  );
}

describe(StatisticsPage.name, () => {
  it('shows a full-page spinner until the first answer', async () => {
    renderPage(() => new Promise<RegistrationStats>(() => undefined));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registration Statistics' })).toBeNull();
  });

  it('opens on Week, with the headings and the total users in the Russian number format', async () => {
    const getRegistrations = vi.fn((period: RegistrationPeriod) =>
      Promise.resolve(statsFor(period)),
    );
    renderPage(getRegistrations);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration Statistics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('User growth analysis')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Number of registrations' })).toBeInTheDocument();
    expect(getRegistrations).toHaveBeenCalledWith('week');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    for (const other of ['Day', 'Month', 'Year']) {
      expect(screen.getByRole('button', { name: other })).toHaveAttribute('aria-pressed', 'false');
    }
    const card = screen.getByRole('region', { name: 'Total users' });
    // ru-RU groups thousands with a no-break space: U+202F in older CLDR data, U+00A0 since 48.
    expect(within(card).getByText(/^12\s345$/).textContent).toMatch(RUSSIAN_12345);
  });

  it('asks again for the chosen period and presses its button', async () => {
    const getRegistrations = vi.fn((period: RegistrationPeriod) =>
      Promise.resolve(statsFor(period, period === 'month' ? 1000000 : 12345)),
    );
    renderPage(getRegistrations);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Month' }));

    expect(getRegistrations).toHaveBeenLastCalledWith('month');
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
    const total = await within(screen.getByRole('region', { name: 'Total users' })).findByText(
      /^1\s000\s000$/,
    );
    expect(total.textContent).toMatch(/^1[\u00a0\u202f]000[\u00a0\u202f]000$/);

    // Pressing the chosen period again keeps it chosen rather than leaving none.
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the red banner "Error loading data" when the call fails, and recovers on a retry', async () => {
    const getRegistrations = vi
      .fn<AcademyDataProvider['getRegistrations']>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockImplementation((period) => Promise.resolve(statsFor(period)));
    renderPage(getRegistrations);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Day' }));
    expect(await screen.findByRole('region', { name: 'Total users' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the buttons and the banner, not the first-load spinner, while a retry is on its way', async () => {
    let answer: (stats: RegistrationStats) => void = () => undefined;
    const getRegistrations = vi
      .fn<AcademyDataProvider['getRegistrations']>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage(getRegistrations);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Month' }));
    expect(getRegistrations).toHaveBeenLastCalledWith('month');
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data');

    answer(statsFor('month'));
    expect(await screen.findByRole('region', { name: 'Total users' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('revenue', () => {
    const registrationsOk = (period: RegistrationPeriod) => Promise.resolve(statsFor(period));

    it("shows the net revenue, what paid and refunded, the promo codes' discount, each tier and the paid share of new students", async () => {
      renderPage(registrationsOk);
      const card = await screen.findByRole('region', { name: 'Net revenue' });
      expect(within(card).getByText('$1,250.00')).toBeInTheDocument();
      expect(within(card).getByText('Paid $1,500.00, refunded $250.00')).toBeInTheDocument();
      expect(within(card).getByText('Promo codes took off $125.00')).toBeInTheDocument();
      expect(within(card).getByText('GOLD').nextSibling).toHaveTextContent('$1,000.00');
      expect(within(card).getByText('Top-up').nextSibling).toHaveTextContent('$250.00');
      expect(within(card).getByText('New students who paid')).toBeInTheDocument();
      expect(within(card).getByText('2 of 8 (25%)')).toBeInTheDocument();
    });

    it('names a stacked bar series per method that brought money, and the net revenue line', async () => {
      renderPage(registrationsOk);
      const chart = await screen.findByRole('region', { name: 'Revenue' });
      for (const series of ['Card', 'Crypto', 'P2P/IBAN', 'Net revenue']) {
        expect(within(chart).getByText(series)).toBeInTheDocument();
      }
      // Methods without money in the window get no bar and no legend entry.
      expect(within(chart).queryByText('Coinumm')).toBeNull();
    });

    it('follows the period switch', async () => {
      const getRevenue = vi.fn((period: RegistrationPeriod) =>
        Promise.resolve(revenueFor(period, period === 'year' ? 98765 : 1250)),
      );
      renderPage(registrationsOk, getRevenue);
      await screen.findByRole('region', { name: 'Net revenue' });
      expect(getRevenue).toHaveBeenCalledWith('week');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Year' }));
      expect(getRevenue).toHaveBeenLastCalledWith('year');
      expect(
        await within(screen.getByRole('region', { name: 'Net revenue' })).findByText('$98,765.00'),
      ).toBeInTheDocument();
    });

    it('reports its own failure without hiding the registrations', async () => {
      renderPage(registrationsOk, () => Promise.reject(new Error('HTTP 500')));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error loading revenue');
      expect(screen.getByRole('region', { name: 'Total users' })).toBeInTheDocument();
    });
  });
});
