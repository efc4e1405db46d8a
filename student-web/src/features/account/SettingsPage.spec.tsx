import type { User } from '@academy/contracts';
import { aPaymentRecord, aUser } from '@academy/contracts/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { requestUrl } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { AccountInformation } from './AccountInformation';
import { createdDateParts } from './created-date';
import { PaymentsList } from './PaymentsList';
import { SettingsPage } from './SettingsPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /api/payments answers `reply`; the calls are recorded. */
function stubPayments(reply: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(reply()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  // Tests about other parts of the screen leave the payments loading.
  stubPayments(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings(user: User | null) {
  renderWithProviders(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
    { user },
  );
}

/** The value shown under a field's label. */
const valueOf = (label: string) =>
  within(screen.getByRole('region', { name: 'Account Information' })).getByText(label)
    .nextElementSibling?.textContent;

describe(SettingsPage.name, () => {
  it("shows the student's names, e-mail and phone, read-only", () => {
    renderSettings(aUser());
    const information = screen.getByRole('region', { name: 'Account Information' });
    expect(valueOf('First Name')).toBe('Anna');
    expect(valueOf('Last Name')).toBe('Petrova');
    expect(valueOf('Email')).toBe('anna7@example.com');
    expect(valueOf('Phone')).toBe('+79123456789');
    expect(within(information).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(information).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the profile, e-mail, password and devices of the signed-in student', () => {
    renderSettings(aUser());
    for (const name of ['Profile', 'Email', 'Password', 'Signed-in devices']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('offers no forms while the student is not loaded', () => {
    renderSettings(null);
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it("shows 'Not specified' for each empty field", () => {
    renderSettings(aUser({ username: ' ', lastname: '', email: '', contact: '' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) {
      expect(valueOf(label)).toBe('Not specified');
    }
  });

  it('says when the account was created, with the month written out', () => {
    renderSettings(aUser());
    expect(screen.getByText('Account created 22 November 2026')).toBeInTheDocument();
  });

  it('shows a banner when the user could not be reloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', JSON.stringify('student-token'));
    stubPayments(() => json({ statusCode: 503, message: 'Unavailable' }, 503));
    const { queryClient } = renderWithProviders(
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>,
      { user: aUser() },
    );
    await queryClient.refetchQueries({ queryKey: ['user'], exact: true });
    expect(await screen.findByText('Failed to fetch user data')).toBeInTheDocument();
    expect(valueOf('First Name')).toBe('Anna');
  });

  it('shows no banner when all is well', () => {
    renderSettings(aUser());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lists the student's payments below the account details", async () => {
    stubPayments(() => json({ status: 200, data: [] }));
    renderSettings(aUser());
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('No payments yet.')).toBeInTheDocument();
  });
});

describe(AccountInformation.name, () => {
  it('has slots for an error and a success banner', () => {
    render(<AccountInformation user={aUser()} errorMessage="Broken" successMessage="All saved" />);
    const [error, success] = screen.getAllByRole('alert');
    expect(within(error).getByText('Broken')).toBeInTheDocument();
    expect(within(success).getByText('All saved')).toBeInTheDocument();
  });
});

describe(createdDateParts.name, () => {
  it('names the month in the given language, in the form used with a day', () => {
    expect(createdDateParts('2026-11-22T12:00:00.000Z', 'en')).toEqual({
      day: '22',
      month: 'November',
      year: '2026',
    });
    expect(createdDateParts('2026-11-22T12:00:00.000Z', 'ru')?.month).toBe('ноября');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(createdDateParts('not a date', 'en')).toBeNull();
  });
});

describe(PaymentsList.name, () => {
  const section = () => screen.getByRole('region', { name: 'Payments' });
  const tableRows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

  it("lists the student's payments newest first: date, product, method, amount, reference and status", async () => {
    localStorage.setItem('token', JSON.stringify('student-token'));
    const fetchMock = stubPayments(() =>
      json({
        status: 200,
        data: [
          aPaymentRecord({
            id: 'pay_3',
            provider: 'manual',
            method: 'crypto',
            kind: 'topup',
            tier: null,
            amount: 150,
            status: 'pending',
            reference: '0x5f2d9c1e7a',
          }),
          aPaymentRecord({ id: 'pay_2', tier: 'PLATINUM', amount: 500, status: 'cancelled' }),
          aPaymentRecord({
            id: 'pay_1',
            method: 'payport',
            provider: 'payport',
            created_at: '2026-10-05T12:00:00.000Z',
            status: 'failed',
          }),
        ],
      }),
    );
    renderWithProviders(<PaymentsList />);
    const table = await within(section()).findByRole('table', { name: 'Payments' });
    const rows = tableRows(table);
    expect(rows[0]).toEqual([
      'Date',
      'Product',
      'Method',
      'Amount',
      'Reference',
      'Status',
      'Documents',
    ]);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['Balance top-up', 'Crypto', '$150.00', '0x5f2d9c1e7a', 'Awaiting review', '—'],
      ['PLATINUM', 'Card', '$500.00', '—', 'Cancelled', '—'],
      ['GOLD', 'Credit Card (PayPort)', '$250.00', '—', 'Failed', '—'],
    ]);
    expect(rows[1][0]).toMatch(/^Nov 22, 2026/);
    expect(rows[3][0]).toMatch(/^Oct 5, 2026/);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/payments');
    expect(new Headers(init?.headers).get('token')).toBe('student-token');
  });

  it('downloads a refunded payment’s receipt and credit note, each named by its number', async () => {
    localStorage.setItem('token', JSON.stringify('student-token'));
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        requestUrl(input) === '/api/payments'
          ? json({
              status: 200,
              data: [
                aPaymentRecord({
                  id: 'pay_9',
                  status: 'refunded',
                  salesReceiptNumber: 'TA-2026-000009',
                  creditNoteNumber: 'CN-2026-000002',
                }),
              ],
            })
          : new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    // jsdom has no object URLs; the browser's would name the downloaded bytes.
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderWithProviders(<PaymentsList />);

    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Download receipt TA-2026-000009' }),
    );
    await userEvent.click(
      within(section()).getByRole('button', { name: 'Download credit note CN-2026-000002' }),
    );
    await waitFor(() => expect(saved).toEqual(['TA-2026-000009.pdf', 'CN-2026-000002.pdf']));
    const files = fetchMock.mock.calls.slice(1);
    expect(files.map(([input]) => requestUrl(input))).toEqual([
      '/api/payments/pay_9/receipt.pdf',
      '/api/payments/pay_9/credit-note.pdf',
    ]);
    expect(new Headers(files[0][1]?.headers).get('token')).toBe('student-token');
    click.mockRestore();
  });

  it('names every status and method, with the reason staff gave for a rejection or refund', async () => {
    const statuses = [
      ['pending', 'p2p', 'Pending'],
      ['paid', 'coinumm', 'Paid'],
      ['failed', 'card', 'Failed'],
      ['cancelled', 'payport', 'Cancelled'],
      ['rejected', 'revoxpay', 'Rejected'],
      ['refunded', 'crypto', 'Refunded'],
      ['expired', 'card', 'Expired'],
    ] as const;
    stubPayments(() =>
      json({
        status: 200,
        data: statuses.map(([status, method], index) =>
          aPaymentRecord({
            id: `pay_${index}`,
            status,
            method,
            reference: `REF-${index}`,
            statusReason:
              status === 'rejected'
                ? 'No transfer with this order number reached us.'
                : status === 'refunded'
                  ? 'Bought twice by mistake.'
                  : null,
          }),
        ),
      }),
    );
    renderWithProviders(<PaymentsList />);
    const table = await within(section()).findByRole('table', { name: 'Payments' });
    const rows = tableRows(table).slice(1);
    expect(rows.map((row) => row[2])).toEqual([
      'P2P/IBAN',
      'Coinumm',
      'Card',
      'Credit Card (PayPort)',
      'Revoxpay',
      'Crypto',
      'Card',
    ]);
    expect(rows.map((row) => row[5])).toEqual([
      'Pending',
      'Paid',
      'Failed',
      'Cancelled',
      'RejectedReason: No transfer with this order number reached us.',
      'RefundedReason: Bought twice by mistake.',
      'Expired',
    ]);
    expect(
      within(table).getByText('Reason: No transfer with this order number reached us.'),
    ).toBeVisible();
  });

  it('says when there are no payments yet', async () => {
    stubPayments(() => json({ status: 200, data: [] }));
    renderWithProviders(<PaymentsList />);
    expect(await within(section()).findByText('No payments yet.')).toBeInTheDocument();
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while the payments load', () => {
    stubPayments(() => new Promise<Response>(() => undefined));
    renderWithProviders(<PaymentsList />);
    expect(within(section()).getByRole('progressbar', { name: 'Loading payments' })).toBeVisible();
  });

  it.each([
    ['an error status', () => json({ statusCode: 500, message: 'Internal server error' }, 500)],
    ['an unexpected answer', () => json({ status: 200, data: null })],
    ['no answer', () => Promise.reject(new TypeError('offline'))],
  ])('logs %s and says the payments could not be loaded', async (_, reply) => {
    stubPayments(reply);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PaymentsList />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Your payments could not be loaded. Please try again later.',
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });
});
