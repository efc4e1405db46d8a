import { screen } from '@testing-library/react';
import { ActivationBanner } from './ActivationBanner';
import { aUser } from '@academy/contracts/testing';
import { renderInLayout } from '../../test/render';

const renderFor = (course: string) =>
  renderInLayout(<ActivationBanner />, { user: aUser({ course }) });

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
    renderInLayout(<ActivationBanner />, { user: null });
    expect(screen.queryByText('Account activation required')).not.toBeInTheDocument();
  });
});
