import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffSession } from '@academy/contracts';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { StaffSessions } from './StaffSessions';

const session = (id: string, device: string, current = false): StaffSession => ({
  id,
  device,
  ip: '203.0.113.7',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  current,
});

describe(StaffSessions.name, () => {
  it("lists the account's open sessions and ends the one chosen", async () => {
    let open = [session('s-1', 'Chrome on macOS', true), session('s-2', 'Firefox on Windows')];
    const calls = {
      getStaffSessions: vi.fn(() => Promise.resolve(open)),
      endStaffSession: vi.fn((_staffId: number, sessionId: string) => {
        open = open.filter(({ id }) => id !== sessionId);
        return Promise.resolve();
      }),
    };
    renderInAdmin(<StaffSessions staffId={7} />, {
      dataProvider: fakeDataProvider(calls),
      resource: 'staff',
    });
    const firefox = (await screen.findByText('Firefox on Windows')).closest('li')!;
    const chrome = screen.getByText('Chrome on macOS').closest('li')!;
    expect(within(chrome).getByText('This session')).toBeInTheDocument();
    expect(within(firefox).queryByText('This session')).not.toBeInTheDocument();
    expect(firefox).toHaveTextContent('IP 203.0.113.7');
    expect(calls.getStaffSessions).toHaveBeenCalledWith(7);

    fireEvent.click(within(firefox).getByRole('button', { name: 'End this session' }));
    await waitFor(() => expect(calls.endStaffSession).toHaveBeenCalledWith(7, 's-2'));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument());
    expect(screen.getByText('Chrome on macOS')).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    renderInAdmin(<StaffSessions staffId={7} />, {
      dataProvider: fakeDataProvider({ getStaffSessions: () => Promise.resolve([]) }),
      resource: 'staff',
    });
    expect(await screen.findByText('No open sessions')).toBeInTheDocument();
  });
});
