import { screen } from '@testing-library/react';
import { MobileBalanceCard } from './MobileBalanceCard';
import { aUser } from '@academy/contracts/testing';
import { renderInLayout } from '../../test/render';

describe(MobileBalanceCard.name, () => {
  it("shows the student's initials, full name, course and balance", () => {
    renderInLayout(<MobileBalanceCard />, {
      user: aUser({ username: 'anna', lastname: 'Petrova', course: 'GOLD', balance: 1250.5 }),
    });
    expect(screen.getByText('AP')).toBeInTheDocument();
    expect(screen.getByText('anna Petrova')).toBeInTheDocument();
    expect(screen.getByText('GOLD')).toBeInTheDocument();
    expect(screen.getByText('1,250.50 USD')).toBeInTheDocument();
  });

  it('names the course Trial while a trial runs', () => {
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
    renderInLayout(<MobileBalanceCard />, {
      user: aUser({ overdraft: true, overdraft_expires_at: inTwoDays, balance: 500 }),
    });
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.getByText('500.00 USD')).toBeInTheDocument();
  });

  it("says 'Guest' when the name is unknown", () => {
    renderInLayout(<MobileBalanceCard />, {
      user: aUser({ username: ' ', lastname: '' }),
    });
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('No course')).toBeInTheDocument();
  });

  it("says 'Guest' with a zero balance when there is no student", () => {
    renderInLayout(<MobileBalanceCard />, { user: null });
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('0.00 USD')).toBeInTheDocument();
  });
});
