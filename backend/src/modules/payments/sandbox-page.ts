import type { Locale } from '@academy/contracts';
import { formatUsd } from '@academy/domain';
import type { PaymentEntity } from './payment.entity.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface SandboxTexts {
  title: string;
  heading: string;
  notice: string;
  product: string;
  amount: string;
  topUp: string;
  pay: string;
  cancel: string;
  backToDashboard: string;
  status: Record<PaymentEntity['status'], string | null>;
}

/** The page speaks the paying student's language, as the student app does. */
const TEXTS: Record<Locale, SandboxTexts> = {
  en: {
    title: 'Test checkout · Trading Academy',
    heading: 'Test checkout',
    notice: 'Test payment — no money is charged',
    product: 'Product',
    amount: 'Amount',
    topUp: 'Top-up',
    pay: 'Pay',
    cancel: 'Cancel',
    backToDashboard: 'Back to the dashboard',
    status: {
      pending: null,
      paid: 'This payment is complete.',
      failed: 'This payment failed. You can still pay below.',
      cancelled: 'This payment was cancelled. You can still pay below.',
      rejected: 'This payment was rejected.',
      refunded: 'This payment was refunded.',
      expired: 'This payment has expired. You can still pay below.',
    },
  },
  ru: {
    title: 'Тестовая оплата · Trading Academy',
    heading: 'Тестовая оплата',
    notice: 'Тестовый платёж — деньги не списываются',
    product: 'Покупка',
    amount: 'Сумма',
    topUp: 'Пополнение баланса',
    pay: 'Оплатить',
    cancel: 'Отменить',
    backToDashboard: 'Вернуться в личный кабинет',
    status: {
      pending: null,
      paid: 'Этот платёж завершён.',
      failed: 'Платёж не прошёл. Можно оплатить ещё раз ниже.',
      cancelled: 'Платёж отменён. Можно оплатить ещё раз ниже.',
      rejected: 'Платёж отклонён.',
      refunded: 'Деньги по этому платежу возвращены.',
      expired: 'Срок платежа истёк. Можно оплатить ещё раз ниже.',
    },
  },
};

/** The sandbox provider's hosted checkout page: plainly a test, with Pay and Cancel. */
export function renderSandboxPage(
  payment: PaymentEntity,
  dashboardUrl: string,
  locale: Locale,
): string {
  const text = TEXTS[locale];
  const product = payment.kind === 'course' ? (payment.tier ?? '') : text.topUp;
  const amount = formatUsd(payment.amount, locale);
  const status = text.status[payment.status];
  const actions =
    payment.status === 'paid'
      ? `<a class="button" href="${escapeHtml(dashboardUrl)}">${text.backToDashboard}</a>`
      : `<form method="post" action="${payment.publicId}/complete"><button type="submit">${text.pay}</button></form>
      <form method="post" action="${payment.publicId}/cancel"><button type="submit" class="secondary">${text.cancel}</button></form>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <link rel="icon" href="data:,">
  <title>${text.title}</title>
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
    <h1>${text.heading}</h1>
    <p class="notice" role="note">${text.notice}</p>
    ${status ? `<p role="status">${escapeHtml(status)}</p>` : ''}
    <dl>
      <dt>${text.product}</dt><dd>${escapeHtml(product)}</dd>
      <dt>${text.amount}</dt><dd>${escapeHtml(amount)}</dd>
    </dl>
    <div class="actions">
      ${actions}
    </div>
  </main>
</body>
</html>
`;
}
