import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, GetListParams } from 'react-admin';
import type { AdminPayment, AuditEntry, LedgerEntry, StaffRole } from '@academy/contracts';
import { anAdminPayment } from '@academy/contracts/testing';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { PaymentShow } from './PaymentShow';

const SLOW = { timeout: 5000 };

const PAID = anAdminPayment({
  id: 'pay-9',
  status: 'paid',
  kind: 'topup',
  tier: null,
  amount: 300,
  reference: 'TRX-42',
  coin: 'usdt-trc20',
  providerReference: null,
  hasReceipt: true,
  receiptType: 'image/png',
  paidAt: '2026-11-22T12:05:00.000Z',
});

const LEDGER: LedgerEntry[] = [
  {
    id: '31',
    userId: 7,
    amount: 300,
    balanceAfter: 450,
    reason: 'payment',
    note: null,
    actor: 'support.maria',
    paymentId: 'pay-9',
    createdAt: '2026-11-22T12:05:00.000Z',
  },
];

const AUDIT: AuditEntry[] = [
  {
    id: 5,
    actor: 'support.maria',
    actorRole: 'support',
    actorApiKeyId: null,
    action: 'payment_confirm',
    targetUserId: 7,
    paymentId: 'pay-9',
    before: { status: 'pending' },
    after: { status: 'paid' },
    created_at: '2026-11-22T12:05:00.000Z',
  },
];

function renderShow(
  payment: AdminPayment,
  role: StaffRole = 'admin',
  calls: Partial<AcademyDataProvider> = {},
) {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: AUDIT, total: AUDIT.length }),
  );
  const dataProvider = fakeDataProvider({
    getOne: (() => Promise.resolve({ data: payment })) as DataProvider['getOne'],
    getList: getList as DataProvider['getList'],
    getPaymentLedger: () => Promise.resolve({ data: LEDGER, total: 1 }),
    getPaymentReceipt: () =>
      Promise.resolve(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })),
    ...calls,
  });
  renderInAdmin(<PaymentShow id={payment.id} />, { dataProvider, role, resource: 'payments' });
  return { getList };
}

const section = (name: string) => screen.findByRole('region', { name }, SLOW);

/** The value beside a label in a details list. */
const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe(PaymentShow.name, () => {
  it('shows the amounts, method, provider, reference, coin, status and dates', async () => {
    renderShow(PAID);
    const details = await section('Payment');
    expect(valueOf(details, 'Status')).toHaveTextContent('Paid');
    expect(valueOf(details, 'Amount')).toHaveTextContent('$300.00');
    expect(valueOf(details, 'Purchase')).toHaveTextContent('Top-up');
    expect(valueOf(details, 'Method')).toHaveTextContent('Crypto');
    expect(valueOf(details, 'Provider')).toHaveTextContent('Manual (staff check)');
    expect(valueOf(details, 'Reference')).toHaveTextContent('TRX-42');
    expect(valueOf(details, 'Coin')).toHaveTextContent('usdt-trc20');
    expect(valueOf(details, 'Provider ID')).toHaveTextContent('—');
    expect(valueOf(details, 'Paid')).toHaveTextContent(/2026/);
  });

  it('shows why a payment was rejected and why it waits for review', async () => {
    renderShow(
      anAdminPayment({
        status: 'rejected',
        statusReason: 'No such transfer',
        reviewReason: 'Amount differs',
      }),
    );
    const details = await section('Payment');
    expect(valueOf(details, 'Reason')).toHaveTextContent('No such transfer');
    expect(valueOf(details, 'Needs review because')).toHaveTextContent('Amount differs');
  });

  it('shows the claims of other students that share the reference, side by side', async () => {
    renderShow(
      anAdminPayment({
        id: 'pay-mine',
        reference: '0xSHARED',
        conflictingClaimCount: 3,
        conflictingClaims: [
          {
            id: 'pay-theirs',
            userId: 21,
            userEmail: 'vera21@example.com',
            userName: 'Vera Orlova',
            userDeleted: false,
            amount: 500,
            status: 'pending',
            coin: 'eth',
            createdAt: '2026-11-22T11:00:00.000Z',
          },
          {
            id: 'pay-gone',
            userId: 30,
            userEmail: null,
            userName: null,
            userDeleted: true,
            amount: 250,
            status: 'rejected',
            coin: 'eth',
            createdAt: '2026-11-22T11:30:00.000Z',
          },
        ],
      }),
    );
    const details = await section('Payment');
    expect(within(valueOf(details, 'Status') as HTMLElement).getByText('Conflict')).toBeVisible();
    const claims = await section('Conflicting claims');
    const rows = within(claims).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'pay-theirs' })).toHaveAttribute(
      'href',
      '#/payments/pay-theirs/show',
    );
    expect(rows[0]).toHaveTextContent('21 · vera21@example.com');
    expect(rows[0]).toHaveTextContent('$500.00');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Student 30 (deleted account)');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(within(claims).getByText(/and 1 more/)).toBeInTheDocument();
  });

  it('shows no conflicting claims for a reference of its own', async () => {
    renderShow(PAID);
    await section('Payment');
    expect(screen.queryByRole('region', { name: 'Conflicting claims' })).toBeNull();
    expect(screen.queryByText('Conflict')).toBeNull();
  });

  it('shows the student with a link to them and to their other payments', async () => {
    renderShow(PAID);
    const student = await section('Student');
    expect(within(student).getByRole('link', { name: 'Show user 7' })).toHaveTextContent(
      'anna7@example.com',
    );
    const others = within(student).getByRole('link', { name: 'All payments of this student' });
    expect(decodeURIComponent(others.getAttribute('href') ?? '')).toContain('{"userId":7}');
  });

  it('says so when the account was deleted', async () => {
    renderShow(anAdminPayment({ userDeleted: true, userEmail: null, userName: null, userId: 13 }));
    const student = await section('Student');
    expect(within(student).getByText('13 · deleted account')).toBeInTheDocument();
  });

  it('previews an image receipt, fetched through the authenticated data provider', async () => {
    renderShow(PAID);
    const receipt = await section('Receipt');
    const image = await within(receipt).findByRole(
      'img',
      { name: 'Receipt of payment TRX-42' },
      SLOW,
    );
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('offers a PDF receipt as a download', async () => {
    const getPaymentReceipt = vi
      .fn()
      .mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    renderShow({ ...PAID, receiptType: 'application/pdf' }, 'admin', { getPaymentReceipt });
    const receipt = await section('Receipt');
    expect(within(receipt).getByRole('button', { name: 'Download receipt (PDF)' })).toBeVisible();
    // Nothing is fetched until staff ask for it.
    expect(getPaymentReceipt).not.toHaveBeenCalled();
  });

  it('says when there is no receipt', async () => {
    renderShow({ ...PAID, hasReceipt: false, receiptType: null });
    expect(await section('Receipt')).toHaveTextContent('No receipt attached');
  });

  it('downloads the sales receipt and credit note of a refunded payment, each named by its number', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const getSalesDocument = vi.fn().mockResolvedValue(pdf);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:sales-document');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderShow(
      {
        ...PAID,
        status: 'refunded',
        salesReceiptNumber: 'TA-2026-000009',
        creditNoteNumber: 'CN-2026-000002',
      },
      'admin',
      { getSalesDocument },
    );
    const documents = await section('Sales receipt and credit note');
    await userEvent.click(
      within(documents).getByRole('button', { name: 'Credit note CN-2026-000002 (PDF)' }),
    );
    await waitFor(() => expect(saved).toEqual(['CN-2026-000002.pdf']));
    await userEvent.click(
      within(documents).getByRole('button', { name: 'Sales receipt TA-2026-000009 (PDF)' }),
    );
    await waitFor(() => expect(saved).toEqual(['CN-2026-000002.pdf', 'TA-2026-000009.pdf']));
    expect(getSalesDocument.mock.calls).toEqual([
      ['pay-9', 'credit_note'],
      ['pay-9', 'receipt'],
    ]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    click.mockRestore();
  });

  it('says when no sales receipt was issued yet', async () => {
    renderShow(anAdminPayment());
    const documents = await section('Sales receipt and credit note');
    expect(documents).toHaveTextContent('None issued: a payment gets a receipt when it is paid');
    expect(within(documents).queryByRole('button')).toBeNull();
  });

  it('lists the balance changes the payment caused', async () => {
    renderShow(PAID);
    const ledger = await section('Balance changes');
    const row = (await within(ledger).findByText('Payment', {}, SLOW)).closest('tr')!;
    expect(row).toHaveTextContent('$300.00');
    expect(row).toHaveTextContent('$450.00');
    expect(row).toHaveTextContent('support.maria');
  });

  it("shows an admin the payment's audit trail, asked for by the payment's id", async () => {
    const { getList } = renderShow(PAID, 'admin');
    const audit = await section('Audit trail');
    expect(await within(audit).findByText('Payment confirmed', {}, SLOW)).toBeInTheDocument();
    expect(within(audit).getByText('status: pending → paid')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'audit',
      expect.objectContaining({ filter: { paymentId: 'pay-9' } }),
    );
  });

  it('gives an admin Refund on a paid payment', async () => {
    renderShow(PAID, 'admin');
    expect(await screen.findByRole('button', { name: 'Refund' }, SLOW)).toBeVisible();
  });

  it('hides Refund and the audit trail from support', async () => {
    const { getList } = renderShow(PAID, 'support');
    await section('Balance changes');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Audit trail' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(getList).not.toHaveBeenCalledWith('audit', expect.anything());
  });

  it('gives support Confirm and Reject on a pending manual payment', async () => {
    renderShow(anAdminPayment(), 'support');
    expect(await screen.findByRole('button', { name: 'Confirm' }, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
  });
});
