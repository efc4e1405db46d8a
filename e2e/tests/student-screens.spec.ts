import { LOCALES } from '@academy/contracts';
import { expect, PHONE, test } from '../support/fixtures';
import {
  attachScreenshot,
  COMMON_TEXTS,
  openScreen,
  resizeTo,
  screenWidths,
  SCREENS_IN,
  showInLanguage,
  sideScroll,
  withoutMarketWidgets,
} from '../support/student-screens';

for (const locale of LOCALES) {
  test(
    `every main screen fits its window in ${locale}, with its title and the account menu in reach`,
    { tag: PHONE },
    async ({ page, student, signIn }, testInfo) => {
      // A dozen screens at two widths: more than the default limit on a busy machine.
      test.slow();
      await withoutMarketWidgets(page);
      await showInLanguage(page, locale);
      await signIn(student);
      for (const width of screenWidths(page)) {
        await resizeTo(page, width);
        for (const [path, title] of SCREENS_IN[locale]) {
          await openScreen(page, path, title);
          const where = `${path} at ${width} px in ${locale}`;
          expect.soft(await sideScroll(page), where).toBeLessThanOrEqual(0);
          await expect.soft(page.getByRole('heading', { level: 1 }), where).toBeInViewport();
          const accountMenu = page.getByRole('button', {
            name: COMMON_TEXTS[locale].nav.accountMenu,
          });
          await expect.soft(accountMenu, where).toBeInViewport({ ratio: 1 });
          // The report shows each screen once, in English; Russian is checked, not pictured.
          if (locale === 'en') await attachScreenshot(page, testInfo, `${path} at ${width} px, en`);
        }
      }
    },
  );
}
