import type { Page } from '@playwright/test';
import type { AuditEntry, PendingPaymentsSummary } from '@academy/contracts';
import { callApi } from '../support/api';
import { switchBackOffice, type BackOfficeLocale } from '../support/back-office-settings';
import { expect, registerStudent, test } from '../support/fixtures';
import { payManually } from '../support/payments';
import { ADMIN, SUPPORT, signInToBackOffice, staffToken } from '../support/staff';

/*
 * The support agent's day, at 1440 px, 1280 px and on a phone, in English and Russian: the
 * dashboard and its pending queue, a balance change that must say why, and the frame on a phone.
 */

/** The back office's words these tests look for, in each language. */
const TEXTS = {
  en: {
    dashboard: 'Dashboard',
    payments: 'Payments',
    pending: 'Pending payments',
    oldest: 'Oldest sent',
    openQueue: 'Open the queue',
    search: 'Search by ID, email or phone...',
    changeBalance: 'Change balance',
    amount: 'Balance (USD)',
    reason: 'Reason',
    save: 'Save',
    openMenu: 'Open menu',
  },
  ru: {
    dashboard: 'Сводка',
    payments: 'Платежи',
    pending: 'Платежи на проверке',
    oldest: 'Самый давний отправлен',
    openQueue: 'Открыть очередь',
    search: 'Поиск по ID, почте или телефону…',
    changeBalance: 'Изменить баланс',
    amount: 'Баланс (USD)',
    reason: 'Причина',
    save: 'Сохранить',
    openMenu: 'Открыть меню',
  },
};

const DESKTOP_1440 = { name: '1440 px', viewport: { width: 1440, height: 900 }, phone: false };
const DESKTOP_1280 = { name: '1280 px', viewport: { width: 1280, height: 800 }, phone: false };
const PHONE_390 = { name: '390 px', viewport: { width: 390, height: 844 }, phone: true };

/** Each width in each language. */
const RUNS: { size: typeof DESKTOP_1440; locale: BackOfficeLocale }[] = [
  DESKTOP_1440,
  DESKTOP_1280,
  PHONE_390,
].flatMap((size) => (['en', 'ru'] as const).map((locale) => ({ size, locale })));

const pendingCard = (page: Page, locale: BackOfficeLocale) =>
  page.getByRole('region', { name: TEXTS[locale].pending });

async function pendingNow(): Promise<number> {
  const response = await callApi('/admin/dashboard/pending', {
    staffToken: await staffToken(SUPPORT),
  });
  return ((await response.json()) as PendingPaymentsSummary).count;
}

/** The count the dashboard shows, whatever the language's grouping ('1,204', '1 204'). */
async function shownCount(page: Page, locale: BackOfficeLocale): Promise<number> {
  const text = await pendingCard(page, locale).getByRole('paragraph').first().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** Follows a menu item: in the sidebar on a desktop, in the slide-in menu on a phone. */
async function followMenu(page: Page, locale: BackOfficeLocale, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: TEXTS[locale].openMenu }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

for (const { size, locale } of RUNS) {
  test.describe(`at ${size.name} in ${locale}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });
    const texts = TEXTS[locale];

    test("the dashboard's pending count rises when a student sends a payment and falls when staff confirm it", async ({
      page,
    }) => {
      const student = await registerStudent();
      await signInToBackOffice(page, SUPPORT);
      await switchBackOffice(page, locale);
      await followMenu(page, locale, texts.dashboard, size.phone);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: texts.dashboard })).toBeVisible();
      await expect(pendingCard(page, locale)).toBeVisible();
      const before = await shownCount(page, locale);

      const payment = await payManually(student, { course: 'topup', price: 75 });
      await page.reload();
      // Other tests send payments too: at least this one is counted.
      await expect.poll(() => shownCount(page, locale)).toBeGreaterThanOrEqual(before + 1);
      await expect(pendingCard(page, locale)).toContainText(texts.oldest);
      if (!size.phone) {
        await expect(page.getByRole('menuitem', { name: texts.payments })).toHaveAttribute(
          'aria-description',
          /\d/,
        );
      }

      await pendingCard(page, locale).getByRole('link', { name: texts.openQueue }).click();
      await expect(page).toHaveURL(/\/admin\/payments\?filter=.*pending.*order=ASC/);
      await expect(page.locator('tr, li').filter({ hasText: payment.reference })).toHaveCount(1);

      const confirmed = await callApi(`/admin/payments/${payment.id}/confirm`, {
        method: 'POST',
        body: {},
        staffToken: await staffToken(SUPPORT),
      });
      expect(confirmed.ok).toBe(true);
      await followMenu(page, locale, texts.dashboard, size.phone);
      await expect.poll(() => shownCount(page, locale)).toBe(await pendingNow());
    });

    test('a balance change is refused without a reason; its reason is kept in the ledger and the audit', async ({
      page,
    }) => {
      const student = await registerStudent();
      await signInToBackOffice(page, ADMIN);
      await switchBackOffice(page, locale);
      await page.getByRole('textbox', { name: texts.search }).fill(student.email);
      const entry = page.locator('tr, li').filter({ hasText: student.email });
      await expect(entry).toHaveCount(1);
      await entry.getByRole('button', { name: texts.changeBalance }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: texts.amount }).fill('1344414.71');
      const save = dialog.getByRole('button', { name: texts.save });
      const reason = dialog.getByRole('textbox', { name: texts.reason });
      await expect(save).toBeDisabled();
      await reason.fill('   ');
      await expect(save).toBeDisabled();
      await reason.fill('Compensation for the outage');
      await save.click();
      await expect(dialog).toHaveCount(0);
      await expect(entry).toContainText(locale === 'en' ? '1,344,414.71' : /1\s344\s414,71/);

      const audit = await callApi(`/admin/users/${student.id}/audit`, {
        staffToken: await staffToken(ADMIN),
      });
      const [change] = (await audit.json()) as AuditEntry[];
      expect(change.after).toEqual({ balance: 1344414.71, reason: 'Compensation for the outage' });

      await page.goto(`/admin/users/${student.id}/show`);
      // The page is titled by the student's name (aRegistration's), not "User 404".
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Anna Petrova · #${student.id}`,
      );
      await expect(page.getByRole('table').getByText('Compensation for the outage')).toBeVisible();
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [locale, title, logout] of [
    ['en', 'Users', 'Logout'],
    ['ru', 'Пользователи', 'Выйти'],
  ] as const) {
    test(`keeps the page title and the account menu with ${logout} in reach (${locale})`, async ({
      page,
    }) => {
      await signInToBackOffice(page, ADMIN);
      await switchBackOffice(page, locale);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      const box = await heading.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      const menuButton = page.getByRole('button', {
        name: locale === 'en' ? 'Profile' : 'Профиль',
      });
      await expect(menuButton).toBeInViewport({ ratio: 1 });
      await menuButton.click();
      await expect(page.getByRole('menuitem', { name: logout })).toBeVisible();
    });
  }
});
