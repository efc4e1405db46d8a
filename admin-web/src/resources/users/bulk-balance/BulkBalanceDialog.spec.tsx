import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkBalanceJob, BulkTarget } from '@academy/contracts';
import { BulkBalanceDialog } from './BulkBalanceDialog';
import { fakeDataProvider, renderInAdmin } from '../../../test/admin-harness';

function renderDialog(target: BulkTarget, calls: Parameters<typeof fakeDataProvider>[0]) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderInAdmin(<BulkBalanceDialog target={target} open onClose={onClose} onDone={onDone} />, {
    dataProvider: fakeDataProvider(calls),
  });
  return { onDone, onClose };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount (USD)' });
const reasonField = () => screen.getByRole('textbox', { name: 'Reason' });

/** Types the amount, and the required reason while none is typed. */
async function fillIn(amount: string) {
  await userEvent.type(amountField(), amount);
  if ((reasonField() as HTMLInputElement).value === '') {
    await userEvent.type(reasonField(), 'Spring promotion');
  }
}

function aJob(overrides: Partial<BulkBalanceJob> = {}): BulkBalanceJob {
  return {
    id: 'f3a1c2d4-0000-4000-8000-000000000001',
    status: 'done',
    mode: 'add',
    amount: 50,
    reason: 'Spring promotion',
    createdBy: 'anna',
    total: 3,
    processed: 3,
    succeeded: 3,
    refused: 0,
    percentage: 100,
    refusals: [],
    error: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    startedAt: '2026-03-05T10:00:00.000Z',
    finishedAt: '2026-03-05T10:00:01.000Z',
    ...overrides,
  };
}

describe(BulkBalanceDialog.name, () => {
  it('adds $50 to three users after confirming how many users and how much money', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 3, totalChange: 150 });
    const bulkBalance = vi
      .fn()
      .mockResolvedValue(aJob({ status: 'queued', processed: 0, succeeded: 0, percentage: 0 }));
    const getBulkBalanceJob = vi
      .fn()
      .mockResolvedValueOnce(
        aJob({ status: 'running', processed: 2, succeeded: 2, percentage: 66 }),
      )
      .mockResolvedValue(aJob());
    const { onDone } = renderDialog(
      { ids: [1, 2, 3] },
      { previewBulkBalance, bulkBalance, getBulkBalanceJob },
    );

    expect(screen.getByRole('radio', { name: 'Add' })).toBeChecked();
    await fillIn('50');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(previewBulkBalance).toHaveBeenCalledWith({
      ids: [1, 2, 3],
      mode: 'add',
      amount: 50,
      reason: 'Spring promotion',
    });
    expect(
      await screen.findByText('Change the balance of 3 users by $150.00 in total?'),
    ).toBeVisible();
    expect(bulkBalance).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(bulkBalance).toHaveBeenCalledWith(
      { ids: [1, 2, 3], mode: 'add', amount: 50, reason: 'Spring promotion' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(await screen.findByText('Changing balances: 66% (2 of 3)')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    expect(await screen.findByText('Balances changed: 3', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByText(/Not changed/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('sets every balance matching a search and words each failure by its code', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 1, totalChange: -20.5 });
    const finished = aJob({
      mode: 'set',
      amount: 10,
      succeeded: 1,
      refused: 4,
      refusals: [
        { id: 5, code: 'NOT_FOUND', message: 'User not found' },
        {
          id: 6,
          code: 'BALANCE_TOO_LARGE',
          params: { max: 999_999_999_999.99 },
          message: 'Balance is too large',
        },
        { id: 7, code: 'INTERNAL', message: 'The balance could not be changed' },
        { id: 8, code: 'PAYMENT_UNAVAILABLE', message: 'A reason this dialog does not expect' },
      ],
    });
    const bulkBalance = vi.fn().mockResolvedValue({ ...finished, status: 'queued' });
    const getBulkBalanceJob = vi.fn().mockResolvedValue(finished);
    renderDialog(
      { filter: { q: 'example.org' } },
      { previewBulkBalance, bulkBalance, getBulkBalanceJob },
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Set to' }));
    await fillIn('10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(previewBulkBalance).toHaveBeenCalledWith({
      filter: { q: 'example.org' },
      mode: 'set',
      amount: 10,
      reason: 'Spring promotion',
    });
    expect(
      await screen.findByText('Change the balance of 1 user by -$20.50 in total?'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Balances changed: 1')).toBeVisible();
    expect(screen.getByText('Not changed: 4')).toBeVisible();
    expect(screen.getByText('User 5: no such user, or the user was deleted')).toBeVisible();
    expect(
      screen.getByText('User 6: The balance would go above the maximum of $999,999,999,999.99'),
    ).toBeVisible();
    expect(
      screen.getByText('User 7: Something went wrong on the server: please try again shortly'),
    ).toBeVisible();
    expect(
      screen.getByText('User 8: This payment method is not available at the moment'),
    ).toBeVisible();
    expect(screen.queryByText(/User 4:/)).not.toBeInTheDocument();
  });

  it('sends one Idempotency-Key per confirmed change: a second click after a failure repeats it', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 2, totalChange: 20 });
    const bulkBalance = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(aJob({ total: 2, processed: 2, succeeded: 2 }));
    renderDialog({ ids: [1, 2] }, { previewBulkBalance, bulkBalance });
    await fillIn('10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The answer was lost: the job may have started, so the retry must name the same change.
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating balances');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Balances changed: 2')).toBeVisible();
    const [first, retry] = bulkBalance.mock.calls.map((call) => call[1] as string);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('makes a new Idempotency-Key when the amount changes or the dialog is opened again', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 2, totalChange: 20 });
    const bulkBalance = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { onClose } = renderDialog({ ids: [1, 2] }, { previewBulkBalance, bulkBalance });
    const confirmOnce = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await screen.findByRole('alert');
    };
    await fillIn('10');
    await confirmOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.clear(amountField());
    await fillIn('11');
    await confirmOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await fillIn('11');
    await confirmOnce();
    const keys = bulkBalance.mock.calls.map((call) => call[1] as string);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('goes Back from the confirmation to change the amount', async () => {
    const previewBulkBalance = vi.fn().mockResolvedValue({ count: 2, totalChange: 20 });
    renderDialog({ ids: [1, 2] }, { previewBulkBalance });
    await fillIn('10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Change the balance of 2 users/);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(amountField()).toHaveValue('10');
  });

  it('accepts a negative amount to add, but not to set', async () => {
    renderDialog({ ids: [1] }, {});
    await fillIn('-25.5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Set to' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      screen.getByText('Enter an amount of 0 or more with at most two decimals'),
    ).toBeVisible();
  });

  it('keeps Next disabled until a reason is given', async () => {
    renderDialog({ ids: [1] }, {});
    await userEvent.type(amountField(), '5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(reasonField(), '   ');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(reasonField(), 'Spring promotion');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('Cancel closes without asking the server', async () => {
    const previewBulkBalance = vi.fn();
    const { onClose } = renderDialog({ ids: [1] }, { previewBulkBalance });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(previewBulkBalance).not.toHaveBeenCalled());
  });
  it('opens on a running job found after a reload and follows it to its summary', async () => {
    const getBulkBalanceJob = vi
      .fn()
      .mockResolvedValueOnce(
        aJob({ status: 'running', total: 20000, processed: 5000, succeeded: 5000, percentage: 25 }),
      )
      .mockResolvedValue(aJob({ total: 20000, processed: 20000, succeeded: 20000 }));
    const onDone = vi.fn();
    renderInAdmin(
      <BulkBalanceDialog
        target={{ ids: [] }}
        jobId={aJob().id}
        open
        onClose={vi.fn()}
        onDone={onDone}
      />,
      { dataProvider: fakeDataProvider({ getBulkBalanceJob }) },
    );
    expect(await screen.findByText('Changing balances: 25% (5000 of 20000)')).toBeVisible();
    expect(getBulkBalanceJob).toHaveBeenCalledWith(aJob().id);
    expect(await screen.findByText('Balances changed: 20000', {}, { timeout: 3000 })).toBeVisible();
  });

  it('words a refusal in Russian, with its amount as money', async () => {
    const job = aJob({
      succeeded: 2,
      refused: 1,
      refusals: [
        {
          id: 9,
          code: 'BALANCE_BELOW_ZERO',
          params: { balance: 20 },
          message: 'The balance cannot go below zero',
        },
      ],
    });
    renderInAdmin(
      <BulkBalanceDialog
        target={{ ids: [] }}
        jobId={job.id}
        open
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
      {
        dataProvider: fakeDataProvider({ getBulkBalanceJob: vi.fn().mockResolvedValue(job) }),
        locale: 'ru',
      },
    );
    expect(
      await screen.findByText(
        'Пользователь 9: Баланс стал бы отрицательным: сейчас на нём 20,00 $',
      ),
    ).toBeVisible();
  });

  it('stops a running job once the staff member confirms, and says what it changed before', async () => {
    const running = aJob({
      status: 'running',
      total: 20000,
      processed: 5000,
      succeeded: 5000,
      percentage: 25,
    });
    const getBulkBalanceJob = vi.fn().mockResolvedValue(running);
    const cancelBulkBalanceJob = vi.fn().mockResolvedValue({
      ...running,
      status: 'cancelled',
      processed: 5200,
      succeeded: 5200,
      percentage: 26,
    });
    renderInAdmin(
      <BulkBalanceDialog
        target={{ ids: [] }}
        jobId={running.id}
        open
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
      { dataProvider: fakeDataProvider({ getBulkBalanceJob, cancelBulkBalanceJob }) },
    );
    await screen.findByText('Changing balances: 25% (5000 of 20000)');

    await userEvent.click(screen.getByRole('button', { name: 'Stop the change' }));
    expect(
      screen.getByText(/^Stop the change\? The balances changed so far stay changed/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it running' }));
    expect(await screen.findByText('Changing balances: 25% (5000 of 20000)')).toBeVisible();
    expect(cancelBulkBalanceJob).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Stop the change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop the change' }));
    expect(cancelBulkBalanceJob).toHaveBeenCalledWith(running.id);
    expect(
      await screen.findByText(
        'The change was stopped; the balances changed before it stay changed.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Balances changed: 5200')).toBeVisible();
  });

  it('says why a job could not be stopped, in the staff member’s language', async () => {
    const running = aJob({ status: 'running', processed: 1, succeeded: 1, percentage: 33 });
    const cancelBulkBalanceJob = vi.fn().mockRejectedValue(new Error('Failed to fetch'));
    renderInAdmin(
      <BulkBalanceDialog
        target={{ ids: [] }}
        jobId={running.id}
        open
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
      {
        dataProvider: fakeDataProvider({
          getBulkBalanceJob: vi.fn().mockResolvedValue(running),
          cancelBulkBalanceJob,
        }),
        locale: 'ru',
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Остановить изменение' }));
    await userEvent.click(screen.getByRole('button', { name: 'Остановить изменение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось остановить изменение');
    expect(screen.getByText('Балансы меняются: 33% (1 из 3)')).toBeVisible();
  });
});
