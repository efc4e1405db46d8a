import { readFile } from 'node:fs/promises';
import { RECEIPT_FIELD, type AdminPayment, type ManualPayment } from '@academy/contracts';
import { apiUrl, callApi } from '../support/api';
import { findPayment, openPayments, payManually, uniqueReference } from '../support/payments';
import { expect, registerStudent, test, type Student } from '../support/fixtures';
import {
  ADMIN,
  SUPPORT,
  signInToBackOffice,
  staffToken,
  type StaffAccount,
} from '../support/staff';

// A 1×1 PNG and a minimal PDF: the API judges a receipt by its content.
const PNG_RECEIPT = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d49444154789c6300010000050001a5f645400000000049454e44ae426082', 'hex'),
]);
const PDF_RECEIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Attaches a receipt as the overlay does (multipart, field `receipt`). */
async function attachReceipt(student: Student, payment: ManualPayment, file: Buffer, type: string) {
  const form = new FormData();
  form.append(RECEIPT_FIELD, new Blob([new Uint8Array(file)], { type }), 'receipt');
  const response = await fetch(apiUrl(`/payments/${payment.id}/receipt`), {
    method: 'PUT',
    headers: { token: student.token },
    body: form,
  });
  if (!response.ok) throw new Error(`receipt upload failed: ${response.status}`);
}

/** Confirms through the admin API, for tests about what comes after. */
async function confirmAsStaff(payment: ManualPayment, account: StaffAccount = SUPPORT) {
  const response = await callApi(`/admin/payments/${payment.id}/confirm`, {
    method: 'POST',
    body: {},
    staffToken: await staffToken(account),
  });
  if (!response.ok) throw new Error(`confirm failed: ${response.status}`);
}

async function paymentAsStaff(id: string): Promise<AdminPayment> {
  const response = await callApi(`/admin/payments/${id}`, { staffToken: await staffToken(ADMIN) });
  return (await response.json()) as AdminPayment;
}

async function studentAccount(student: Student) {
  const response = await callApi('/user', { studentToken: student.token });
  return ((await response.json()) as { data: { course: string; balance: number } }).data;
}

test('staff see a new manual payment with its status, waiting time, student and amount', async ({
  page,
}) => {
  const student = await registerStudent();
  const payment = await payManually(student);
  await openPayments(page, SUPPORT);

  const entry = await findPayment(page, payment.reference);
  await expect(entry).toContainText('Pending');
  await expect(entry).toContainText('waiting since just now');
  await expect(entry).toContainText('GOLD');
  await expect(entry).toContainText('$250.00');
  await expect(entry).toContainText('Crypto');
  await expect(entry).toContainText(student.email);
  await expect(page).toHaveURL(new RegExp(`q%22%3A%22${payment.reference}`));
});

test('the list fits 1280 px without sideways scrolling', async ({ page }) => {
  const student = await registerStudent();
  await payManually(student, { reference: uniqueReference('a-very-long-reference-0x5f2d9c1e7a') });
  await openPayments(page, ADMIN);
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => {
    const wrapper = document.querySelector('.RaDataTable-tableWrapper') ?? document.body;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: wrapper.scrollWidth - wrapper.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, table: 0 });
});

test('exports the payments matching the search as payments-YYYY-MM-DD.csv, straight to disk', async ({
  page,
}) => {
  const student = await registerStudent();
  const payment = await payManually(student);
  await openPayments(page, SUPPORT);
  await findPayment(page, payment.reference);
  // The search reaches the list's filter (and the address) after a pause in typing.
  await expect(page).toHaveURL(new RegExp(`q%22%3A%22${payment.reference}`));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  // The browser follows the signed link itself: the file is never a Blob held in the page.
  expect(file.url()).toMatch(/\/api\/admin\/payments\/signed-export\.csv\?/);

  const [, ...rows] = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(payment.reference);
  expect(rows[0]).toContain(student.email);
});

test('the status and method filters narrow the list and live in the address', async ({ page }) => {
  const student = await registerStudent();
  const crypto = await payManually(student);
  await openPayments(page, SUPPORT);
  await findPayment(page, crypto.reference);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/status%22%3A%22rejected/);
  await expect(page.locator('tr, li').filter({ hasText: crypto.reference })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'P2P/IBAN' }).click();
  await expect(page.locator('tr, li').filter({ hasText: crypto.reference })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Crypto' }).click();
  await expect(page.locator('tr, li').filter({ hasText: crypto.reference })).toHaveCount(1);

  // The address carries the filters: a reload shows the same narrowed list.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Method' })).toContainText('Crypto');
  await expect(page.locator('tr, li').filter({ hasText: crypto.reference })).toHaveCount(1);
});

test('the show page has the student, amounts, reference and, once confirmed, ledger and audit', async ({
  page,
}) => {
  const student = await registerStudent();
  const payment = await payManually(student, { course: 'topup', price: 75, method: 'p2p' });
  await confirmAsStaff(payment);
  await openPayments(page, ADMIN);
  const entry = await findPayment(page, payment.reference);
  await entry.getByRole('link', { name: 'Show payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/payments/${payment.id}/show$`));
  const details = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(details).toContainText('Paid');
  await expect(details).toContainText('$75.00');
  await expect(details).toContainText('Top-up');
  await expect(details).toContainText('P2P/IBAN');
  await expect(details).toContainText(payment.reference);
  await expect(page.getByRole('region', { name: 'Student' })).toContainText(student.email);
  // The student's own receipt of the transfer, beside the sales receipt the academy issued.
  await expect(page.getByRole('region', { name: 'Receipt', exact: true })).toContainText(
    'No receipt attached',
  );
  await expect(
    page
      .getByRole('region', { name: 'Sales receipt and credit note' })
      .getByRole('button', { name: /^Sales receipt TA-\d{4}-\d{6} \(PDF\)$/ }),
  ).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Balance changes' });
  await expect(ledger).toContainText('$75.00');
  await expect(ledger).toContainText(SUPPORT.username);
  const audit = page.getByRole('region', { name: 'Audit trail' });
  await expect(audit).toContainText('Payment confirmed');
  await expect(audit).toContainText(SUPPORT.username);
});

test("staff see an image receipt on the payment's page and download a PDF one", async ({
  page,
}) => {
  const student = await registerStudent();
  const withImage = await payManually(student);
  await attachReceipt(student, withImage, PNG_RECEIPT, 'image/png');
  const withPdf = await payManually(student, { method: 'p2p', course: 'topup', price: 20 });
  await attachReceipt(student, withPdf, PDF_RECEIPT, 'application/pdf');
  await openPayments(page, SUPPORT);

  await page.goto(`/admin/payments/${withImage.id}/show`);
  const image = page
    .getByRole('region', { name: 'Receipt', exact: true })
    .getByRole('img', { name: `Receipt of payment ${withImage.reference}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);

  await page.goto(`/admin/payments/${withPdf.id}/show`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${withPdf.id}.pdf`);
});

test('support confirms a pending payment and the student gets the course', async ({ page }) => {
  const student = await registerStudent();
  const payment = await payManually(student);
  await openPayments(page, SUPPORT);
  const entry = await findPayment(page, payment.reference);

  await entry.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(dialog).toContainText(`Has $250.00 from ${student.email} arrived?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Payment confirmed')).toBeVisible();
  await expect(entry).toContainText('Paid');
  await expect(entry.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  expect((await studentAccount(student)).course).toBe('GOLD');
});

test('support rejects a pending payment with a reason; nothing is credited', async ({ page }) => {
  const student = await registerStudent();
  const payment = await payManually(student, { course: 'topup', price: 30, method: 'coinumm' });
  await openPayments(page, SUPPORT);
  const entry = await findPayment(page, payment.reference);

  await entry.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject payment' });
  const reject = dialog.getByRole('button', { name: 'Reject' });
  await expect(reject).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Reason (the student sees it)' })
    .fill('No order with this number');
  await reject.click();

  await expect(page.getByText('Payment rejected')).toBeVisible();
  await expect(entry).toContainText('Rejected');
  const stored = await paymentAsStaff(payment.id);
  expect(stored.status).toBe('rejected');
  expect(stored.statusReason).toBe('No order with this number');
  expect((await studentAccount(student)).balance).toBe(0);
});

test('an admin refunds a paid top-up and the credit is taken back', async ({ page }) => {
  const student = await registerStudent();
  const payment = await payManually(student, { course: 'topup', price: 40, method: 'revoxpay' });
  await confirmAsStaff(payment);
  expect((await studentAccount(student)).balance).toBe(40);
  await openPayments(page, ADMIN);
  const entry = await findPayment(page, payment.reference);

  await entry.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await expect(
    dialog.getByRole('checkbox', {
      name: 'Reverse the credit (take back the top-up or the course)',
    }),
  ).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sent twice');
  await dialog.getByRole('button', { name: 'Refund' }).click();

  await expect(page.getByText('Payment refunded')).toBeVisible();
  await expect(entry).toContainText('Refunded');
  expect((await studentAccount(student)).balance).toBe(0);
});

test("a refund the balance cannot cover shows the server's message and changes nothing", async ({
  page,
}) => {
  const student = await registerStudent();
  const payment = await payManually(student, { course: 'topup', price: 40, method: 'crypto' });
  await confirmAsStaff(payment);
  // The student has spent most of the top-up since.
  const response = await callApi(`/user/${student.id}/balance`, {
    method: 'PUT',
    body: { balance: 10 },
    staffToken: await staffToken(ADMIN),
  });
  expect(response.status).toBe(200);
  await openPayments(page, ADMIN);
  const entry = await findPayment(page, payment.reference);

  await entry.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Chargeback');
  await dialog.getByRole('button', { name: 'Refund' }).click();

  await expect(dialog.getByRole('alert')).toContainText('30');
  expect((await paymentAsStaff(payment.id)).status).toBe('paid');
  expect((await studentAccount(student)).balance).toBe(10);
});

test('support may not refund: no Refund on a paid payment, in the list or on its page', async ({
  page,
}) => {
  const student = await registerStudent();
  const payment = await payManually(student);
  await confirmAsStaff(payment);
  await openPayments(page, SUPPORT);
  const entry = await findPayment(page, payment.reference);
  await expect(entry).toContainText('Paid');
  await expect(entry.getByRole('link', { name: 'Show payment' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  await entry.getByRole('link', { name: 'Show payment' }).click();
  await expect(page.getByRole('region', { name: 'Student' })).toContainText(student.email);
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  // The audit trail is for admins only, as the audit list is.
  await expect(page.getByRole('region', { name: 'Audit trail' })).toHaveCount(0);
});

test('the Statistics page shows the revenue beside the registrations', async ({ page }) => {
  const student = await registerStudent();
  const payment = await payManually(student, { course: 'topup', price: 55, method: 'p2p' });
  await confirmAsStaff(payment);
  await signInToBackOffice(page, SUPPORT);
  const answer = page.waitForResponse((response) =>
    response.url().includes('/api/admin/stats/revenue?period=week'),
  );
  await page.goto('/admin/statistics');
  const revenue = (await (await answer).json()) as { total: number };
  expect(revenue.total).toBeGreaterThanOrEqual(55);

  const total = page.getByRole('region', { name: 'Net revenue' });
  await expect(total).toContainText(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(revenue.total),
  );
  await expect(total).toContainText('New students who paid');
  const chart = page.getByRole('region', { name: 'Revenue', exact: true });
  await expect(chart).toContainText('P2P/IBAN');
  await expect(chart).toContainText('Net revenue');
  await expect(
    chart.locator('.MuiBarElement-root, [class*="MuiBarChart"] rect').first(),
  ).toBeAttached();
});
