import { readFile } from 'node:fs/promises';
import { callApi } from '../support/api';
import { expect, PHONE, test } from '../support/fixtures';
import { payManually } from '../support/payments';
import { staffToken, SUPPORT } from '../support/staff';

test.describe('sales receipts', () => {
  test(
    'a student downloads the receipt of a paid payment from the payments list',
    { tag: PHONE },
    async ({ page, student, signIn, consoleErrors }) => {
      const payment = await payManually(student, { course: 'topup', price: 40, method: 'p2p' });
      const confirmed = await callApi(`/admin/payments/${payment.id}/confirm`, {
        method: 'POST',
        staffToken: await staffToken(SUPPORT),
      });
      expect(confirmed.status).toBe(200);
      const { salesReceiptNumber } = (await confirmed.json()) as { salesReceiptNumber: string };
      expect(salesReceiptNumber).toMatch(/^TA-\d{4}-\d{6}$/);

      await signIn(student);
      await page.goto('/settings');
      const payments = page.getByRole('region', { name: 'Payments' });
      const downloading = page.waitForEvent('download');
      await payments
        .getByRole('button', { name: `Download receipt ${salesReceiptNumber}` })
        .click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${salesReceiptNumber}.pdf`);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(consoleErrors).toEqual([]);
    },
  );
});
