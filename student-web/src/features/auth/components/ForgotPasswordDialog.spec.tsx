import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render';
import { callsTo, json, mockApi, pending } from '../test-utils';
import { ForgotPasswordDialog, RESET_NOTICE_MS } from './ForgotPasswordDialog';

const SENT = 'Password reset instructions sent to your email';

/** The login page's part: a link-button that opens the modal, which renders in place. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <ForgotPasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openAndRequest(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
  await user.type(screen.getByPlaceholderText('Enter your email'), email);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return dialog;
}

describe('ForgotPasswordDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows 'Sending...' on a disabled button while the request is out", async () => {
    const answer = pending();
    const fetchMock = mockApi({ 'POST /reset-password': () => answer.reply });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await openAndRequest(user, 'anna@example.com');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /reset-password')).toEqual([{ email: 'anna@example.com' }]);
    answer.resolve(json({ message: SENT }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on success closes, clears the e-mail and shows the green message for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'POST /reset-password': () => json({ message: SENT }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithProviders(<Harness />);
    await openAndRequest(user, 'anna@example.com');

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    // A margin for the little real time that also passes (shouldAdvanceTime).
    act(() => {
      vi.advanceTimersByTime(RESET_NOTICE_MS - 1000);
    });
    expect(screen.getByText(SENT)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByPlaceholderText('Enter your email')).toHaveValue('');
  });

  it.each([
    [
      'the server message',
      () => json({ message: 'Too many attempts.' }, 429),
      'Too many attempts.',
    ],
    [
      'a fallback when the server sends none',
      () => new Response('', { status: 500 }),
      'Error occurred while resetting password',
    ],
    ['Server error without an answer', undefined, 'Server error'],
  ])('shows %s in red inside the modal', async (_case, reply, message) => {
    mockApi(reply ? { 'POST /reset-password': reply } : {});
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const dialog = await openAndRequest(user, 'anna@example.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByText(message));
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it.each(['Cancel', 'Close'])('%s clears the e-mail and the message', async (control) => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await openAndRequest(user, 'anna@example.com');
    expect(await screen.findByText('Server error')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: control }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByPlaceholderText('Enter your email')).toHaveValue('');
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
  });
});
