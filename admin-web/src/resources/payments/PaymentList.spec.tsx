import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import type { AdminPayment, StaffRole } from '@academy/contracts';
import { anAdminPayment } from '@academy/contracts/testing';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { PaymentList } from './PaymentList';

const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();

const PENDING = anAdminPayment({
  id: 'p-pending',
  reference: '0xPENDING',
  createdAt: threeHoursAgo,
  conflictingClaims: [
    {
      id: 'p-other-claim',
      userId: 21,
      userEmail: 'vera21@example.com',
      userName: 'Vera Orlova',
      userDeleted: false,
      amount: 250,
      status: 'pending',
      coin: 'usdt-trc20',
      createdAt: threeHoursAgo,
    },
  ],
  conflictingClaimCount: 1,
});
const PAID_TOPUP = anAdminPayment({
  id: 'p-paid',
  method: 'card',
  provider: 'stripe',
  kind: 'topup',
  tier: null,
  amount: 120,
  status: 'paid',
  reference: null,
  userId: 9,
  userEmail: 'boris9@example.com',
  paidAt: threeHoursAgo,
});
const DELETED = anAdminPayment({
  id: 'p-deleted',
  status: 'rejected',
  reference: '0xDELETED',
  userId: 13,
  userEmail: null,
  userName: null,
  userDeleted: true,
});
const CARD_PENDING = anAdminPayment({
  id: 'p-card',
  method: 'card',
  provider: 'stripe',
  reference: 'cs_test_card',
  userEmail: 'card@example.com',
});
const FLAGGED = anAdminPayment({
  id: 'p-flagged',
  method: 'payport',
  provider: 'payport',
  reference: 'PP-FLAGGED',
  userEmail: 'flagged@example.com',
  reviewReason: 'Amount differs from the catalogue',
});
const PAYMENTS = [PENDING, PAID_TOPUP, DELETED, CARD_PENDING, FLAGGED];

function renderList(role: StaffRole = 'admin', calls: Parameters<typeof fakeDataProvider>[0] = {}) {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: PAYMENTS, total: 60 } satisfies GetListResult<AdminPayment>),
  );
  const dataProvider = fakeDataProvider({
    getList: getList as DataProvider['getList'],
    ...calls,
  });
  renderInAdmin(<PaymentList />, { dataProvider, role, resource: 'payments' });
  return { getList, dataProvider };
}

/** The first render and each action's access check are slow on a busy machine. */
const ACCESS_CHECKED = { timeout: 5000 };

const row = async (text: string) =>
  (await screen.findByText(text, {}, ACCESS_CHECKED)).closest('tr') as HTMLTableRowElement;

const actionNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))
    .filter((name) => name !== null);

describe(PaymentList.name, () => {
  it('names the columns', async () => {
    renderList();
    await row('0xPENDING');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Created',
      'Status',
      'Student',
      'Purchase',
      'Amount',
      'Method',
      'Reference',
      'Actions',
    ]);
  });

  it('opens on the pending queue, the oldest first, 25 a page', async () => {
    const { getList } = renderList();
    await row('0xPENDING');
    expect(getList).toHaveBeenCalledWith(
      'payments',
      expect.objectContaining({
        sort: { field: 'created_at', order: 'ASC' },
        filter: { status: 'pending' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
  });

  it('shows the status, how long a pending payment has waited, the purchase, amount and method', async () => {
    renderList();
    const pending = within(await row('0xPENDING'));
    expect(pending.getByText('Pending')).toBeInTheDocument();
    expect(pending.getByText('waiting 3h')).toBeInTheDocument();
    expect(pending.getByText('GOLD')).toBeInTheDocument();
    expect(pending.getByText('$250.00')).toBeInTheDocument();
    expect(pending.getByText('Crypto')).toBeInTheDocument();

    const paid = within(await row('boris9@example.com'));
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.queryByText(/waiting/)).toBeNull();
    expect(paid.getByText('Top-up')).toBeInTheDocument();
    expect(paid.getByText('$120.00')).toBeInTheDocument();
    expect(paid.getByText('Card')).toBeInTheDocument();
  });

  it('links the student to the users list searched for the e-mail, and names a deleted account', async () => {
    renderList();
    const link = within(await row('0xPENDING')).getByRole('link', { name: 'Show user 7' });
    expect(link).toHaveTextContent('anna7@example.com');
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      '/users?filter={"q":"anna7@example.com"}',
    );
    const deleted = within(await row('0xDELETED'));
    expect(deleted.getByText('13 · deleted account')).toBeInTheDocument();
    expect(deleted.queryByRole('link', { name: /Show user/ })).toBeNull();
  });

  it('flags a payment that waits for review, with the reason', async () => {
    renderList();
    const flagged = within(await row('PP-FLAGGED'));
    expect(
      flagged.getByRole('img', { name: 'Needs review: Amount differs from the catalogue' }),
    ).toBeInTheDocument();
    expect(within(await row('0xPENDING')).queryByRole('img', { name: /Needs review/ })).toBeNull();
  });

  it('says "Conflict" on a payment whose reference another student sent too', async () => {
    renderList();
    expect(within(await row('0xPENDING')).getByText('Conflict')).toBeInTheDocument();
    expect(within(await row('PP-FLAGGED')).queryByText('Conflict')).toBeNull();
  });

  it('filters the payments whose reference is shared', async () => {
    const { getList } = renderList();
    await row('0xPENDING');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Shared reference' }));
    await user.click(
      await screen.findByRole('combobox', { name: 'Shared reference' }, ACCESS_CHECKED),
    );
    await user.click(await screen.findByRole('option', { name: 'Conflicts only' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({ filter: { status: 'pending', conflict: true } }),
      ),
    );
  });

  it('gives an admin Confirm and Reject on payments waiting for staff, and Refund on paid ones', async () => {
    renderList('admin');
    await screen.findByRole('button', { name: 'Refund' }, ACCESS_CHECKED);
    expect(actionNames(await row('0xPENDING'))).toEqual(['Confirm', 'Reject']);
    expect(
      within(await row('0xPENDING')).getByRole('link', { name: 'Show payment' }),
    ).toHaveAttribute('href', '#/payments/p-pending/show');
    expect(actionNames(await row('PP-FLAGGED'))).toEqual(['Confirm', 'Reject']);
    expect(actionNames(await row('boris9@example.com'))).toEqual(['Refund']);
    // A card payment the provider has not settled yet is not staff's to settle, nor a closed one.
    expect(actionNames(await row('cs_test_card'))).toEqual([]);
    expect(actionNames(await row('0xDELETED'))).toEqual([]);
  });

  it('gives support Confirm and Reject but never Refund', async () => {
    renderList('support');
    await screen.findAllByRole('button', { name: 'Confirm' }, ACCESS_CHECKED);
    expect(actionNames(await row('0xPENDING'))).toEqual(['Confirm', 'Reject']);
    expect(actionNames(await row('boris9@example.com'))).toEqual([]);
  });

  it('filters by status, method and search, and offers provider, student and dates', async () => {
    const { getList } = renderList();
    await row('0xPENDING');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({ filter: { status: 'paid' } }),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'P2P/IBAN' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({ filter: { status: 'paid', method: 'p2p' } }),
      ),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Search by reference or email...' }),
      '0x5f',
    );
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({ filter: { status: 'paid', method: 'p2p', q: '0x5f' } }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Provider', 'Student ID', 'From', 'To']) {
      expect(within(menu).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    }
  });

  it('lists the BTCPay payments waiting for staff: provider btcpay, needsStaff true', async () => {
    const { getList } = renderList();
    await row('0xPENDING');
    const user = userEvent.setup();
    const addFilter = async (name: string, option: string) => {
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name }));
      await user.click(await screen.findByRole('combobox', { name }, ACCESS_CHECKED));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await addFilter('Provider', 'BTCPay Server');
    // The list fetches again once the first filter settles, redrawing the filter form: a select
    // opened before then would close under the click.
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({ filter: { status: 'pending', provider: 'btcpay' } }),
      ),
    );
    await addFilter('Waiting for staff', 'Waiting for staff');
    // The API takes a boolean: a text "true" would be refused.
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({
          filter: { status: 'pending', provider: 'btcpay', needsStaff: true },
        }),
      ),
    );
  });

  it('exports every payment matching the current filters', async () => {
    const url = '/api/admin/payments/signed-export.csv?filter=%7B%7D&staff=1&v=1&exp=2&sig=abc';
    const exportPayments = vi
      .fn()
      .mockResolvedValue({ url, expiresAt: '2026-03-05T10:00:00.000Z' });
    // happy-dom would follow the link and leave the page; where it leads is what matters.
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.href);
    });
    const { getList } = renderList('support', { exportPayments });
    await row('0xPENDING');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payments',
        expect.objectContaining({ filter: { status: 'pending' } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportPayments).toHaveBeenCalledWith({ status: 'pending' }));
    await waitFor(() => expect(followed).toEqual([new URL(url, window.location.href).href]));
    click.mockRestore();
  });

  it('shows "Error exporting payments" in the red banner when the export fails', async () => {
    const exportPayments = vi.fn().mockRejectedValue(new Error('500'));
    renderList('admin', { exportPayments });
    await row('0xPENDING');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error exporting payments');
  });

  describe('on a phone', () => {
    // happy-dom's own handle on the window: its size is what the media queries read.
    const viewport = (width: number, height: number) =>
      (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport(
        { width, height },
      );
    beforeEach(() => viewport(390, 844));
    afterEach(() => viewport(1024, 768));

    it('stacks the payments in a list with their page and actions one tap away', async () => {
      renderList('admin');
      const entry = (await screen.findByText('0xPENDING')).closest('li') as HTMLLIElement;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(entry).getByText('Pending')).toBeInTheDocument();
      expect(within(entry).getByText('$250.00')).toBeInTheDocument();
      await waitFor(() => expect(actionNames(entry)).toEqual(['Confirm', 'Reject']));
      expect(within(entry).getByRole('link', { name: 'Show payment' })).toHaveAttribute(
        'href',
        '#/payments/p-pending/show',
      );
      // A list holds list items only: the lines between records are not separators of their own.
      const list = entry.parentElement as HTMLUListElement;
      expect(list.children.length).toBeGreaterThan(1);
      for (const child of list.children) expect(child.tagName).toBe('LI');
      expect(within(list).queryAllByRole('separator')).toEqual([]);
    });
  });
});
