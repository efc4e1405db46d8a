import type { PaymentEntity } from './payment.entity.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STATUS_TEXT: Record<PaymentEntity['status'], string | null> = {
  pending: null,
  paid: 'This payment is complete.',
  failed: 'This payment failed. You can still pay below.',
  cancelled: 'This payment was cancelled. You can still pay below.',
  rejected: 'This payment was rejected.',
  refunded: 'This payment was refunded.',
  expired: 'This payment has expired. You can still pay below.',
};

/** The sandbox provider's hosted checkout page: plainly a test, with Pay and Cancel. */
export function renderSandboxPage(payment: PaymentEntity, dashboardUrl: string): string {
  const product = payment.kind === 'course' ? (payment.tier ?? '') : 'Top-up';
  const amount = `$${payment.amount.toFixed(2)}`;
  const status = STATUS_TEXT[payment.status];
  const actions =
    payment.status === 'paid'
      ? `<a class="button" href="${escapeHtml(dashboardUrl)}">Back to the dashboard</a>`
      : `<form method="post" action="${payment.publicId}/complete"><button type="submit">Pay</button></form>
      <form method="post" action="${payment.publicId}/cancel"><button type="submit" class="secondary">Cancel</button></form>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <link rel="icon" href="data:,">
  <title>Test checkout · Trading Academy</title>
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; background: #f4f6fa; color: #1a2233; }
    main { max-width: 420px; margin: 48px auto; padding: 32px; background: #fff; border-radius: 12px;
      box-shadow: 0 4px 24px rgba(0, 0, 0, .08); }
    h1 { margin: 0 0 16px; font-size: 24px; }
    .notice { padding: 12px 16px; border-radius: 8px; background: #fff4d6; color: #6b4b00; font-weight: 600; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 24px 0; }
    dt { color: #5b6475; } dd { margin: 0; font-weight: 600; text-align: right; }
    .actions { display: flex; gap: 12px; flex-wrap: wrap; }
    button, .button { flex: 1; padding: 12px 20px; font: inherit; font-weight: 600; border-radius: 8px;
      border: 0; background: #1f6feb; color: #fff; cursor: pointer; text-align: center; text-decoration: none; }
    button.secondary { background: #e6e9ef; color: #1a2233; }
    form { flex: 1; display: flex; }
  </style>
</head>
<body>
  <main>
    <h1>Test checkout</h1>
    <p class="notice" role="note">Test payment — no money is charged</p>
    ${status ? `<p role="status">${escapeHtml(status)}</p>` : ''}
    <dl>
      <dt>Product</dt><dd>${escapeHtml(product)}</dd>
      <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
    </dl>
    <div class="actions">
      ${actions}
    </div>
  </main>
</body>
</html>
`;
}
