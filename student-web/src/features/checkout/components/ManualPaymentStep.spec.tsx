import {
  RECEIPT_FIELD,
  RECEIPT_MAX_BYTES,
  type ManualPayment,
  type ManualPaymentMethod,
} from '@academy/contracts';
import { aPaymentRecord } from '@academy/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pending } from '../../../test/api-stub';
import { callsTo, json, renderOverlay, requestUrl, stubApi } from '../test-utils';
import { ManualPaymentStep } from './ManualPaymentStep';

const PAYMENT_ID = '00000000-0000-4000-8000-00000000abcd';
const RECEIPT_KEY = `PUT /payments/${PAYMENT_ID}/receipt`;

function aManualPayment(overrides: Partial<ManualPayment> = {}): ManualPayment {
  return {
    id: PAYMENT_ID,
    status: 'pending',
    amount: 250,
    method: 'crypto',
    kind: 'course',
    tier: 'GOLD',
    reference: '0x5f2d9c1e7a',
    coin: 'usdt-trc20',
    createdAt: '2026-11-22T12:00:00.000Z',
    promoCode: null,
    listPrice: 250,
    discount: 0,
    ...overrides,
  };
}

const overlay = () => screen.getByRole('dialog');
const send = () => within(overlay()).getByRole('button', { name: /^(Send|Sending…)$/ });
const png = (name = 'receipt.png', size = 2048, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

/** Opens the overlay and the "I have paid" step of `method` the way a student reaches it. */
async function openStep(
  method: ManualPaymentMethod,
  entry = '/dashboard?course=gold&price=250',
  user = userEvent.setup(),
) {
  await renderOverlay(entry);
  const methods = within(overlay()).getByRole('list', { name: 'Payment methods' });
  switch (method) {
    case 'crypto':
      await user.click(await within(methods).findByRole('button', { name: 'Crypto' }));
      await user.click(await within(overlay()).findByRole('button', { name: 'I have paid' }));
      break;
    case 'p2p':
      await user.click(within(methods).getByRole('button', { name: 'P2P/IBAN' }));
      await user.click(within(overlay()).getByRole('button', { name: 'I have paid' }));
      break;
    case 'coinumm':
      await user.click(within(methods).getByRole('button', { name: 'I have paid with Coinumm' }));
      break;
    case 'revoxpay':
      await user.click(within(methods).getByRole('button', { name: 'I have paid with Revoxpay' }));
      break;
  }
  expect(overlay()).toHaveAccessibleName('I have paid');
  return user;
}

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('student-token'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(ManualPaymentStep.name, () => {
  it('records a crypto payment with the coin and hash, then says it is pending review', async () => {
    const fetchMock = stubApi({
      'POST /payments/manual': () => json(aManualPayment(), 201),
    });
    const user = await openStep('crypto');
    expect(screen.getByRole('heading', { level: 1, name: 'I have paid' })).toHaveFocus();
    expect(overlay()).toHaveTextContent('Tell us how you paid $250.00 for GOLD.');

    await user.click(screen.getByRole('radio', { name: 'USDT (TRC20)' }));
    await user.type(screen.getByRole('textbox', { name: 'Transaction hash' }), '  0x5f2d9c1e7a ');
    await user.click(send());

    const result = await screen.findByRole('heading', { name: 'Your payment is pending review' });
    expect(result).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /payments/manual')).toEqual([
      { method: 'crypto', course: 'gold', reference: '0x5f2d9c1e7a', coin: 'usdt-trc20' },
    ]);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/payments/manual')!;
    expect(new Headers(init?.headers).get('token')).toBe('student-token');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('$250.00');
    expect(screen.getByText('Reference').nextElementSibling).toHaveTextContent('0x5f2d9c1e7a');
    expect(screen.getByRole('link', { name: 'See my payments' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).includes('/receipt'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['p2p', 'Sender name or bank reference', 'Anna Petrova, Sberbank'],
    ['coinumm', 'Coinumm order number', 'CN-100234'],
    ['revoxpay', 'Revoxpay order number', 'RX-88-5521'],
  ] as const)(
    'asks %s for its own reference and sends no coin',
    async (method, label, reference) => {
      const fetchMock = stubApi({
        'POST /payments/manual': () => json(aManualPayment({ method, reference, coin: null }), 201),
      });
      const user = await openStep(method);
      expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: label }), reference);
      await user.click(send());

      expect(
        await screen.findByRole('heading', { name: 'Your payment is pending review' }),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST /payments/manual')).toEqual([
        { method, course: 'gold', reference },
      ]);
    },
  );

  it('sends a top-up with its amount, and a tier without any price', async () => {
    const fetchMock = stubApi({
      'POST /payments/manual': () =>
        json(aManualPayment({ kind: 'topup', tier: null, amount: 150, method: 'p2p' }), 201),
    });
    const user = await openStep('p2p', '/dashboard?course=topup&price=150');
    await user.type(screen.getByRole('textbox', { name: /Sender name/ }), 'Anna Petrova');
    await user.click(send());
    await screen.findByRole('heading', { name: 'Your payment is pending review' });
    expect(callsTo(fetchMock, 'POST /payments/manual')).toEqual([
      { method: 'p2p', course: 'topup', price: 150, reference: 'Anna Petrova' },
    ]);
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('$150.00');
  });

  it('says what is missing, sends nothing, and clears a message once its field is edited', async () => {
    const fetchMock = stubApi();
    const user = await openStep('crypto');
    await user.click(send());

    expect(screen.getByText('Choose the coin you sent.')).toBeInTheDocument();
    const hash = screen.getByRole('textbox', { name: 'Transaction hash' });
    expect(hash).toHaveAccessibleDescription('Enter the transaction hash.');
    expect(hash).toBeInvalid();
    expect(callsTo(fetchMock, 'POST /payments/manual')).toEqual([]);

    await user.type(hash, '   ');
    expect(hash).toBeValid();
    await user.click(send());
    expect(hash).toHaveAccessibleDescription('Enter the transaction hash.');

    await user.click(screen.getByRole('radio', { name: 'Bitcoin' }));
    expect(screen.queryByText('Choose the coin you sent.')).not.toBeInTheDocument();
  });

  it.each([
    ['p2p', 'Enter the sender name or the bank reference.'],
    ['coinumm', 'Enter the Coinumm order number.'],
    ['revoxpay', 'Enter the Revoxpay order number.'],
  ] as const)('names the missing %s reference in its own words', async (method, message) => {
    stubApi();
    const user = await openStep(method);
    await user.click(send());
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(message);
  });

  it('refuses a reference over 200 characters', async () => {
    const fetchMock = stubApi();
    const user = await openStep('coinumm');
    const field = screen.getByRole('textbox', { name: 'Coinumm order number' });
    await user.click(field);
    await user.paste('x'.repeat(201));
    await user.click(send());
    expect(field).toHaveAccessibleDescription('Use at most 200 characters.');
    expect(callsTo(fetchMock, 'POST /payments/manual')).toEqual([]);
  });

  it("shows the server's message when the student already sent the same reference (409)", async () => {
    stubApi({
      'POST /payments/manual': () =>
        json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'You have already sent a Revoxpay payment with this reference',
          },
          409,
        ),
    });
    const user = await openStep('revoxpay');
    const field = screen.getByRole('textbox', { name: 'Revoxpay order number' });
    await user.type(field, 'RX-1');
    await user.click(send());

    expect(await within(overlay()).findByRole('alert')).toHaveTextContent(
      'You have already sent a Revoxpay payment with this reference',
    );
    expect(screen.queryByText('Your payment is pending review')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
    await user.type(field, '2');
    expect(within(overlay()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      409,
      'PENDING_PAYMENTS_LIMIT',
      'You already have 5 payments awaiting review. Please wait until we have checked them before sending another.',
    ],
    [
      429,
      'TOO_MANY_REQUESTS',
      'You have sent too many payments or receipts in a short time. Please wait a minute and try again.',
    ],
  ])('says in its own words why a payment was refused (%i %s)', async (status, code, text) => {
    stubApi({
      'POST /payments/manual': () =>
        json({ statusCode: status, code, message: 'The server says it otherwise' }, status),
    });
    const user = await openStep('coinumm');
    await user.type(screen.getByRole('textbox'), 'CN-1');
    await user.click(send());
    expect(await within(overlay()).findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Your payment is pending review')).not.toBeInTheDocument();
  });

  it("puts the server's field errors (400) under their fields", async () => {
    stubApi({
      'POST /payments/manual': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            errors: [{ field: 'reference', message: 'reference must not contain line breaks' }],
          },
          400,
        ),
    });
    const user = await openStep('p2p');
    const field = screen.getByRole('textbox', { name: 'Sender name or bank reference' });
    await user.type(field, 'Anna');
    await user.click(send());
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('reference must not contain line breaks'),
    );
    expect(within(overlay()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    stubApi({ 'POST /payments/manual': () => Promise.reject(new TypeError('offline')) });
    const user = await openStep('coinumm');
    await user.type(screen.getByRole('textbox'), 'CN-1');
    await user.click(send());
    expect(await within(overlay()).findByRole('alert')).toHaveTextContent(
      'Your payment could not be sent: the server cannot be reached. Please try again.',
    );
  });

  it('is busy while sending and sends once however often it is clicked', async () => {
    const answer = pending();
    const fetchMock = stubApi({ 'POST /payments/manual': () => answer.reply });
    const user = await openStep('coinumm');
    const field = screen.getByRole('textbox', { name: 'Coinumm order number' });
    await user.type(field, 'CN-1');
    await user.click(send());

    expect(send()).toBeDisabled();
    expect(send()).toHaveTextContent('Sending…');
    expect(field).toBeDisabled();
    send().closest('form')!.requestSubmit();
    answer.resolve(json(aManualPayment({ method: 'coinumm', reference: 'CN-1' }), 201));
    await screen.findByRole('heading', { name: 'Your payment is pending review' });
    expect(callsTo(fetchMock, 'POST /payments/manual')).toHaveLength(1);
  });

  it('uploads the receipt once the payment exists', async () => {
    const fetchMock = stubApi({
      'POST /payments/manual': () => json(aManualPayment(), 201),
      [RECEIPT_KEY]: () => json(aPaymentRecord({ id: PAYMENT_ID, status: 'pending' })),
    });
    const user = await openStep('crypto');
    await user.click(screen.getByRole('radio', { name: 'Bitcoin' }));
    await user.type(screen.getByRole('textbox', { name: 'Transaction hash' }), 'abc');
    const receipt = png();
    await user.upload(screen.getByLabelText('Attach a receipt'), receipt);
    expect(screen.getByText('receipt.png')).toBeInTheDocument();
    await user.click(send());

    expect(await screen.findByText('Your receipt is attached.')).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${requestUrl(url)}`);
    expect(keys.filter((key) => !/\/config$|GET \/api\/payments$/.test(key))).toEqual([
      'POST /api/payments/manual',
      `PUT /api/payments/${PAYMENT_ID}/receipt`,
    ]);
    const [, init] = fetchMock.mock.calls.find(([url]) => requestUrl(url).endsWith('/receipt'))!;
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get(RECEIPT_FIELD) as File).name).toBe('receipt.png');
    expect(new Headers(init?.headers).get('token')).toBe('student-token');
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it.each([
    [
      'a file that is no image or PDF',
      () => png('notes.txt', 100, 'text/plain'),
      /must be a PNG or JPEG image or a PDF/,
    ],
    [
      'a file over 5 MB',
      () => png('photo.jpg', RECEIPT_MAX_BYTES + 1, 'image/jpeg'),
      /at most 5 MB/,
    ],
    ['an empty file', () => png('scan.pdf', 0, 'application/pdf'), /This file is empty/],
  ])('refuses %s before sending anything', async (_, file, message) => {
    const fetchMock = stubApi();
    const user = await openStep('coinumm', undefined, userEvent.setup({ applyAccept: false }));
    await user.type(screen.getByRole('textbox'), 'CN-1');
    const input = screen.getByLabelText('Attach a receipt');
    await user.upload(input, file());
    expect(within(overlay()).getByRole('alert')).toHaveTextContent(message);
    expect(input).toBeInvalid();

    await user.click(send());
    expect(callsTo(fetchMock, 'POST /payments/manual')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Remove the receipt/ }));
    expect(within(overlay()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts a PDF whose type the browser did not report, by its name', async () => {
    stubApi();
    const user = await openStep('coinumm', undefined, userEvent.setup({ applyAccept: false }));
    await user.upload(screen.getByLabelText('Attach a receipt'), png('statement.PDF', 100, ''));
    expect(screen.getByText('statement.PDF')).toBeInTheDocument();
    expect(within(overlay()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the payment when the receipt fails to upload, and lets the student retry', async () => {
    let uploads = 0;
    stubApi({
      'POST /payments/manual': () => json(aManualPayment({ method: 'coinumm' }), 201),
      [RECEIPT_KEY]: () => {
        uploads += 1;
        return uploads === 1
          ? json({ statusCode: 400, message: 'The receipt is not a PNG, JPEG or PDF file.' }, 400)
          : json(aPaymentRecord({ id: PAYMENT_ID, status: 'pending' }));
      },
    });
    const user = await openStep('coinumm');
    await user.type(screen.getByRole('textbox'), 'CN-1');
    await user.upload(screen.getByLabelText('Attach a receipt'), png());
    await user.click(send());

    expect(
      await screen.findByText(/Your payment is recorded, but the receipt did not upload/),
    ).toBeInTheDocument();
    expect(screen.getByText('The receipt is not a PNG, JPEG or PDF file.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your payment is pending review' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Upload the receipt again' }));
    expect(await screen.findByText('Your receipt is attached.')).toBeInTheDocument();
    expect(uploads).toBe(2);
  });

  it('says in its own words when the receipts awaiting review take too much room', async () => {
    stubApi({
      'POST /payments/manual': () => json(aManualPayment({ method: 'coinumm' }), 201),
      [RECEIPT_KEY]: () =>
        json(
          { statusCode: 409, code: 'RECEIPT_BYTES_LIMIT', message: 'The server says it otherwise' },
          409,
        ),
    });
    const user = await openStep('coinumm');
    await user.type(screen.getByRole('textbox'), 'CN-1');
    await user.upload(screen.getByLabelText('Attach a receipt'), png());
    await user.click(send());
    expect(
      await screen.findByText(
        'The receipts of your payments awaiting review may take at most 20 MB together. Wait until we have checked them, or attach a smaller file.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your payment is pending review' })).toBeVisible();
  });

  it('goes Back to the method it came from', async () => {
    stubApi();
    const user = await openStep('crypto');
    await user.click(within(overlay()).getByRole('button', { name: 'Back' }));
    expect(overlay()).toHaveAccessibleName('Cryptocurrency payment');
    await user.click(within(overlay()).getByRole('button', { name: 'Back' }));
    await user.click(within(overlay()).getByRole('button', { name: 'I have paid with Revoxpay' }));
    expect(overlay()).toHaveAccessibleName('I have paid');
    await user.click(within(overlay()).getByRole('button', { name: 'Back' }));
    expect(overlay()).toHaveAccessibleName('Select payment method');
  });
});
