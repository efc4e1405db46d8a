import type { StudentSession } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, stubApi } from '../../../test/api-stub';
import { renderInLayout } from '../../../test/render';
import { tokenStorage } from '../../../lib/token-storage';
import { SessionsCard } from './SessionsCard';

const session = (overrides: Partial<StudentSession>): StudentSession => ({
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-22T10:00:00.000Z',
  current: false,
  ...overrides,
});
const THIS = session({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  device: 'Safari on iOS',
  current: true,
});
const LAPTOP = session({});

describe(SessionsCard.name, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStorage.remove();
  });

  it('lists the devices, marks this one and offers to sign the others out', async () => {
    stubApi({ 'GET /user/sessions': () => json({ status: 200, data: [THIS, LAPTOP] }) });
    renderInLayout(<SessionsCard />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(items[0]).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]).getByText(/203\.0\.113\.7/)).toBeInTheDocument();
    expect(
      within(items[1]).getByRole('button', { name: 'Sign out Chrome on Windows' }),
    ).toBeInTheDocument();
  });

  it('signs one device out and reloads the list', async () => {
    let open = [THIS, LAPTOP];
    const fetchMock = stubApi({
      'GET /user/sessions': () => json({ status: 200, data: open }),
      [`DELETE /user/sessions/${LAPTOP.id}`]: () => {
        open = [THIS];
        return json({ message: 'Signed out of that device' });
      },
    });
    renderInLayout(<SessionsCard />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out Chrome on Windows' }),
    );
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, `DELETE /user/sessions/${LAPTOP.id}`)).toHaveLength(1);
  });

  it('signs out everywhere, this device included, and leaves for the sign-in page', async () => {
    tokenStorage.set('the-token');
    const fetchMock = stubApi({
      'GET /user/sessions': () => json({ status: 200, data: [THIS, LAPTOP] }),
      'POST /logout-all': () => json({ message: 'Signed out everywhere' }),
    });
    renderInLayout(<SessionsCard />, { user: aUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /logout-all')).toHaveLength(1);
    expect(tokenStorage.get()).toBeNull();
  });
});
