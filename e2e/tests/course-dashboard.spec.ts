import type { Locale } from '@academy/contracts';
import { en as activationEn } from '../../student-web/src/features/activation/en';
import { ru as activationRu } from '../../student-web/src/features/activation/ru';
import { en as dashboardEn } from '../../student-web/src/features/dashboard/en';
import { ru as dashboardRu } from '../../student-web/src/features/dashboard/ru';
import { expect, PHONE, test } from '../support/fixtures';
import { grant } from '../support/staff';
import {
  attachScreenshot,
  COMMON_TEXTS,
  openScreen,
  resizeTo,
  screenWidths,
  SCREENS_IN,
  showInLanguage,
} from '../support/student-screens';

/**
 * What a GOLD holder reads, in the words a student would check them by: the seeded catalogue
 * opens every book to each tier and the lessons after the free demo to PLATINUM alone.
 */
const GOLD_BUYER: Record<
  Locale,
  {
    card: string;
    opens: string;
    library: string;
    upgrade: string;
    compare: string;
    balance: RegExp;
  }
> = {
  en: {
    card: 'Your GOLD course',
    opens: 'It opens 7 e-books and 1 video lesson.',
    library: 'Go to the library',
    upgrade: 'PLATINUM adds 7 video lessons.',
    compare: 'Compare courses',
    balance: /1,344,414\.71 USD/,
  },
  ru: {
    card: 'Ваш курс GOLD',
    opens: 'Открыто: 7 электронных книг и 1 видеоурок.',
    library: 'Перейти в библиотеку',
    upgrade: 'PLATINUM добавит: 7 видеоуроков.',
    compare: 'Сравнить курсы',
    balance: /1\s344\s414,71\s\$/,
  },
};

const TIER_CARDS: Record<Locale, { gold: string; platinum: string; adds: string }> = {
  en: {
    gold: 'Includes 7 e-books and 1 video lesson.',
    platinum: 'Includes 7 e-books and 8 video lessons.',
    adds: 'Adds 7 video lessons to GOLD.',
  },
  ru: {
    gold: 'В тарифе: 7 электронных книг и 1 видеоурок.',
    platinum: 'В тарифе: 7 электронных книг и 8 видеоуроков.',
    adds: 'Добавляет к GOLD: 7 видеоуроков.',
  },
};

const ACTIVATION_TEXTS = { en: activationEn, ru: activationRu } as const;
const DASHBOARD_TEXTS = { en: dashboardEn, ru: dashboardRu } as const;

for (const locale of ['en', 'ru'] as const) {
  test(
    `a GOLD buyer's dashboard follows the course in ${locale}`,
    { tag: PHONE },
    async ({ page, student, signIn }, testInfo) => {
      await grant(student.id, { course: 'GOLD' });
      await grant(student.id, { balance: 1344414.71 });
      await showInLanguage(page, locale);
      await signIn(student);
      const texts = GOLD_BUYER[locale];
      const [dashboardPath, dashboardTitle] = SCREENS_IN[locale][0];
      for (const width of screenWidths(page)) {
        await resizeTo(page, width);
        await openScreen(page, dashboardPath, dashboardTitle);
        const course = page.getByRole('region', { name: texts.card });
        await expect(course).toContainText(texts.opens);
        await expect(course).toContainText(texts.upgrade);
        await expect(course.getByRole('link', { name: texts.compare })).toHaveAttribute(
          'href',
          '/activate',
        );
        const summary = page.getByRole('region', { name: DASHBOARD_TEXTS[locale].summary.label });
        await expect(summary).toContainText('GOLD');
        await expect(summary).toContainText(texts.balance);
        // Nothing asks a student who has bought a course to activate one.
        await expect(page.getByText(COMMON_TEXTS[locale].banner.activationRequired)).toHaveCount(0);
        await attachScreenshot(
          page,
          testInfo,
          `dashboard of a GOLD buyer at ${width} px, ${locale}`,
        );
      }

      await page.getByRole('link', { name: texts.library }).click();
      await expect(page).toHaveURL(/\/education\/books$/);

      await page.goto('/activate');
      const gold = page.getByRole('article', { name: 'GOLD' });
      await expect(gold).toContainText(TIER_CARDS[locale].gold);
      await expect(gold).toContainText(ACTIVATION_TEXTS[locale].current);
      const platinum = page.getByRole('article', { name: 'PLATINUM' });
      await expect(platinum).toContainText(TIER_CARDS[locale].platinum);
      await expect(platinum).toContainText(TIER_CARDS[locale].adds);
      const topUp = platinum.getByRole('button', { name: ACTIVATION_TEXTS[locale].topUp });
      await expect(topUp).toBeVisible();
    },
  );
}
