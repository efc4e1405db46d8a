import type { Locator, Page } from '@playwright/test';
import { LOCALES, type Locale } from '@academy/contracts';
import { en as accountEn } from '../../student-web/src/features/account/en';
import { ru as accountRu } from '../../student-web/src/features/account/ru';
import { en as activationEn } from '../../student-web/src/features/activation/en';
import { ru as activationRu } from '../../student-web/src/features/activation/ru';
import { en as checkoutEn } from '../../student-web/src/features/checkout/en';
import { ru as checkoutRu } from '../../student-web/src/features/checkout/ru';
import { en as pendingEn } from '../../student-web/src/features/pending/en';
import { ru as pendingRu } from '../../student-web/src/features/pending/ru';
import { expect, PHONE, test } from '../support/fixtures';
import { uniqueReference } from '../support/payments';
import {
  attachScreenshot,
  COMMON_TEXTS,
  openScreen,
  resizeTo,
  screenWidths,
  SCREENS_IN,
  showInLanguage,
  withoutMarketWidgets,
} from '../support/student-screens';

/*
 * What a student sees between paying and staff deciding, at 1440 px and 1280 px (desktop) and
 * 390 px (phone), in English and Russian: the pending payment on the dashboard and on /activate,
 * the question before paying for the same thing twice, and taking a manual payment back.
 */

const TEXTS = {
  en: { account: accountEn, activation: activationEn, checkout: checkoutEn, pending: pendingEn },
  ru: { account: accountRu, activation: activationRu, checkout: checkoutRu, pending: pendingRu },
} as const;

/** The amounts as each language writes them. */
const MONEY: Record<Locale, { gold: RegExp; platinum: RegExp }> = {
  en: { gold: /\$250\.00/, platinum: /\$500\.00/ },
  ru: { gold: /250,00\s\$/, platinum: /500,00\s\$/ },
};

const overlay = (page: Page) => page.getByRole('dialog');
const pendingCard = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: TEXTS[locale].pending.title });
const pendingPayment = (page: Page, locale: Locale) =>
  pendingCard(page, locale)
    .getByRole('list', { name: TEXTS[locale].pending.listLabel })
    .getByRole('listitem');

/** From /activate, as a student would: Top Up on the tier's card, then the method. */
async function payTier(page: Page, locale: Locale, tier: string, method: string) {
  const { activation, checkout } = TEXTS[locale];
  await page.goto('/activate');
  await page
    .getByRole('article', { name: tier })
    .getByRole('button', { name: activation.topUp })
    .click();
  await overlay(page)
    .getByRole('list', { name: checkout.methods.label })
    .getByRole('button', { name: method, exact: true })
    .click();
}

/**
 * At each width of the project, the dashboard with its one pending payment, for `check` to read;
 * the page stays at the last width.
 */
async function onTheDashboardAtEachWidth(
  page: Page,
  locale: Locale,
  check: (payment: Locator, width: number) => Promise<void>,
) {
  const [path, title] = SCREENS_IN[locale][0];
  for (const width of screenWidths(page)) {
    await resizeTo(page, width);
    await openScreen(page, path, title);
    const payment = pendingPayment(page, locale);
    await expect(payment).toHaveCount(1);
    await check(payment, width);
  }
}

for (const locale of LOCALES) {
  const { account, checkout, pending } = TEXTS[locale];
  const banner = COMMON_TEXTS[locale].banner;
  const [dashboardPath, dashboardTitle] = SCREENS_IN[locale][0];

  test.describe(`in ${locale}`, () => {
    test.beforeEach(async ({ page, student, signIn }) => {
      await withoutMarketWidgets(page);
      await showInLanguage(page, locale);
      await signIn(student);
    });

    test(
      `a payment sent with "I have paid" shows as pending until it is cancelled`,
      { tag: PHONE },
      async ({ page }, testInfo) => {
        await payTier(page, locale, 'GOLD', checkout.methods.crypto.title);
        await overlay(page).getByRole('button', { name: checkout.paid.open }).click();
        await overlay(page).getByRole('radio', { name: 'USDT (TRC20)' }).check();
        await overlay(page)
          .getByRole('textbox', { name: checkout.paid.reference.crypto })
          .fill(uniqueReference('0xpending'));
        await overlay(page).getByRole('button', { name: checkout.paid.send }).click();
        await expect(
          overlay(page).getByRole('heading', { name: checkout.paid.pending.title }),
        ).toBeVisible();
        await overlay(page).getByRole('button', { name: checkout.paid.pending.close }).click();

        await onTheDashboardAtEachWidth(page, locale, async (payment, width) => {
          // A paid payment waits for review: it is not "awaiting payment".
          await expect(payment).toContainText(account.payments.statuses.awaitingReview);
          await expect(payment).not.toContainText(account.payments.statuses.awaitingPayment);
          await expect(payment).toContainText(MONEY[locale].gold);
          await expect(payment).toContainText(pending.course.replace('{{tier}}', 'GOLD'));
          await expect(payment).toContainText(pending.methods.crypto);
          await expect(payment).toContainText(pending.sent);
          await expect(payment).toContainText(pending.next.review);
          await expect(page.getByText(banner.pending)).toBeVisible();
          await expect(page.getByText(banner.activationRequired)).toHaveCount(0);
          await attachScreenshot(
            page,
            testInfo,
            `dashboard with a pending payment at ${width} px, ${locale}`,
          );
        });

        await page.goto('/activate');
        await expect(pendingPayment(page, locale)).toContainText(MONEY[locale].gold);

        // Paying for the same course again asks first, showing the payment that waits.
        await page
          .getByRole('article', { name: 'GOLD' })
          .getByRole('button', { name: TEXTS[locale].activation.topUp })
          .click();
        await expect(overlay(page)).toHaveAccessibleName(checkout.headings.pending);
        await expect(overlay(page)).toContainText(pending.again.title);
        await expect(pendingPayment(page, locale)).toContainText(MONEY[locale].gold);
        await overlay(page).getByRole('button', { name: pending.again.proceed }).click();
        await expect(overlay(page)).toHaveAccessibleName(checkout.headings.methods);
        await overlay(page).getByRole('button', { name: checkout.back }).click();
        await expect(overlay(page)).toHaveCount(0);

        // The student takes it back: asked first, then the activation banner returns.
        await openScreen(page, dashboardPath, dashboardTitle);
        const cancel = pendingPayment(page, locale).getByRole('button');
        await expect(cancel).toHaveText(pending.cancel);
        // Its name says which payment it takes back.
        await expect(cancel).toHaveAccessibleName(MONEY[locale].gold);
        await cancel.click();
        const ask = page.getByRole('dialog', { name: pending.cancelDialog.title });
        await ask.getByRole('button', { name: pending.cancelDialog.confirm }).click();
        await expect(page.getByRole('status').filter({ hasText: pending.cancelled })).toBeVisible();
        await expect(pendingPayment(page, locale)).toHaveCount(0);
        await expect(page.getByText(banner.activationRequired)).toBeVisible();
      },
    );

    test(
      `a card checkout left unpaid shows as pending on the dashboard and /activate`,
      { tag: PHONE },
      async ({ page }, testInfo) => {
        await payTier(page, locale, 'PLATINUM', checkout.methods.card.title);
        await overlay(page).getByRole('button', { name: checkout.card.pay }).click();
        await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[^/]+$/);
        // The student leaves the checkout page without paying or cancelling.

        await onTheDashboardAtEachWidth(page, locale, async (payment, width) => {
          await expect(payment).toContainText(account.payments.statuses.awaitingPayment);
          await expect(payment).toContainText(MONEY[locale].platinum);
          await expect(payment).toContainText(pending.course.replace('{{tier}}', 'PLATINUM'));
          await expect(payment).toContainText(pending.methods.card);
          await expect(payment).toContainText(pending.next.checkout);
          // Only a payment sent with "I have paid" can be taken back by the student.
          await expect(payment.getByRole('button')).toHaveCount(0);
          await expect(page.getByText(banner.pending)).toBeVisible();
          await attachScreenshot(
            page,
            testInfo,
            `dashboard after an unpaid card checkout at ${width} px, ${locale}`,
          );
        });

        await page.goto('/activate');
        await expect(pendingPayment(page, locale)).toContainText(MONEY[locale].platinum);
        await expect(pendingPayment(page, locale)).toContainText(pending.next.checkout);
      },
    );
  });
}
