import { screen } from '@testing-library/react';
import { green, grey, red, yellow } from '@mui/material/colors';
import { RecordContextProvider } from 'react-admin';
import type { User } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { renderInAdmin } from '../../../test/admin-harness';
import { ActivityBadge } from './ActivityBadge';
import { RelativeTimeField } from './RelativeTimeField';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function renderCell(cell: React.ReactNode, user: User) {
  return renderInAdmin(<RecordContextProvider value={user}>{cell}</RecordContextProvider>);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe(ActivityBadge.name, () => {
  it.each([
    [0, 'Online', green[800]],
    [4.99, 'Online', green[800]],
    [5, 'Recent', yellow[600]],
    [59.99, 'Recent', yellow[600]],
    [60, 'Inactive', grey[600]],
    [2879.99, 'Inactive', grey[600]],
    [2880, 'Not logged in 2+ days', red[700]],
    [60 * 24 * 30, 'Not logged in 2+ days', red[700]],
  ])('last active %s minutes ago: %s', async (minutes, label, colour) => {
    renderCell(<ActivityBadge />, aUser({ last_activity: minutesAgo(minutes) }));
    const badge = (await screen.findByText(label)).closest('.MuiChip-root');
    expect(badge).toHaveStyle({ backgroundColor: colour });
  });

  it("says 'No Data' without a last activity", async () => {
    renderCell(<ActivityBadge />, aUser({ last_activity: null }));
    expect(await screen.findByText('No Data')).toBeVisible();
  });
});

describe(RelativeTimeField.name, () => {
  it.each([
    [0.5, 'just now'],
    [5, '5m ago'],
    [59, '59m ago'],
    [60, '1h ago'],
    [60 * 23, '23h ago'],
    [60 * 24 * 2, '2d ago'],
    [60 * 24 * 29, '29d ago'],
  ])('created %s minutes ago: %s', async (minutes, text) => {
    renderCell(<RelativeTimeField />, aUser({ created_at: minutesAgo(minutes) }));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('shows the full date for accounts older than 30 days, and always in a title', async () => {
    const created = new Date('2025-12-01T09:30:00.000Z');
    const fullDate = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(created);
    renderCell(<RelativeTimeField />, aUser({ created_at: created.toISOString() }));
    const cell = await screen.findByText(fullDate);
    expect(cell).toHaveAttribute('title', fullDate);
    expect(cell).toHaveAttribute('datetime', created.toISOString());
  });

  it('gives the full date as a title of a relative text too', async () => {
    renderCell(<RelativeTimeField />, aUser({ created_at: minutesAgo(5) }));
    expect(await screen.findByText('5m ago')).toHaveAttribute(
      'title',
      expect.stringMatching(/2026/),
    );
  });
});
