import { screen } from '@testing-library/react';
import { ActivationBanner } from './ActivationBanner';
import { aSession, aStudent, renderInLayout } from '../../test/session-fixtures';

const renderFor = (course: string) =>
  renderInLayout(<ActivationBanner />, { session: aSession(aStudent({ course })) });

describe(ActivationBanner.name, () => {
  it.each(['NONE', 'none', ''])('asks a student whose course is %j to activate', (course) => {
    renderFor(course);
    expect(screen.getByText('Account activation required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activate' })).toHaveAttribute('href', '/activate');
  });

  it.each(['SILVER', 'GOLD', 'PLATINUM', 'Forex Intensive'])(
    'stays hidden for a student with the course %s',
    (course) => {
      renderFor(course);
      expect(screen.queryByText('Account activation required')).not.toBeInTheDocument();
    },
  );

  it('stays hidden while there is no student', () => {
    renderInLayout(<ActivationBanner />, { session: aSession(null) });
    expect(screen.queryByText('Account activation required')).not.toBeInTheDocument();
  });
});
