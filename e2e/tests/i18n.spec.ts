import type { Page } from '@playwright/test';
import { aRegistration } from '@academy/contracts/testing';
import { ru as studentRu } from '../../student-web/src/i18n/common.ru';
import { routeList } from '../../student-web/src/config/routes';
import { englishWords } from '../support/english-text';
import { expect, registerStudent, test } from '../support/fixtures';
import { signInToBackOffice, ADMIN } from '../support/staff';

// The back office's words as staff read them (e2e may not import the back office's code).
const BACK_OFFICE = {
  totalUsers: 'Всего пользователей',
  search: 'Поиск по ID, почте или телефону…',
  statistics: 'Статистика регистраций',
  statisticsTotal: 'Всего пользователей',
};

const { username, lastname } = aRegistration();
const STUDENT_NAME = [username, lastname];

/** Every screen of the main area and its Russian title, from the app's route table. */
const RUSSIAN_ROUTES = routeList.flatMap((route) => {
  if (route.access !== 'student' || !route.titleKey) return [];
  const key = route.titleKey.slice('titles.'.length) as keyof typeof studentRu.titles;
  return [[route.path, studentRu.titles[key]] as const];
});

/** Marks the page, so a test can tell that a later change happened without a reload. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { unreloaded: boolean }).unreloaded = true;
  });
}
const wasNotReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === true);

async function chooseLanguage(page: Page, current: string, language: string) {
  await page.getByRole('button', { name: current }).first().click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test.describe('a student whose browser prefers Russian', () => {
  test.use({ locale: 'ru-RU' });
  // Registered from a Russian page, so the account keeps Russian, which the app adopts on sign-in.
  test.use({
    student: async ({}, use) => {
      await use(await registerStudent({ locale: 'ru' }));
    },
  });

  test('reads the sign-in and registration pages in Russian', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'С возвращением!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await englishWords(page)).toEqual([]);

    await page.goto('/register?course=gold&price=250');
    await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
    await expect(page.getByText('250 $').filter({ visible: true }).first()).toBeVisible();
    expect(await englishWords(page)).toEqual([]);
  });

  test('is told in Russian what is wrong with the form and with the sign-in', async ({
    page,
    student,
  }) => {
    await page.goto('/register');
    await page.getByLabel('Пароль', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Введите имя')).toBeVisible();
    await expect(page.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
    expect(await englishWords(page)).toEqual([]);

    await page.goto('/login');
    await page.getByLabel(/^Эл. почта/).fill(student.email);
    await page.getByLabel(/^Пароль/).fill('Wrong#password1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Неверная эл. почта или пароль')).toBeVisible();
  });

  for (const [path, title] of RUSSIAN_ROUTES) {
    test(`reads ${path} in Russian, with no English sentence left`, async ({
      page,
      student,
      signIn,
    }) => {
      await signIn(student);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await englishWords(page, STUDENT_NAME)).toEqual([]);
    });
  }
});

test('a student switches between English and Russian without a reload, and the choice stays', async ({
  page,
  student,
  signIn,
}) => {
  await signIn(student);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await markPage(page);

  await chooseLanguage(page, 'Language', 'Русский');
  await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle('Панель – Trading Academy');
  expect(await wasNotReloaded(page)).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();

  await chooseLanguage(page, 'Язык', 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the sign-in page switches to Russian without a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await markPage(page);
  await chooseLanguage(page, 'Language', 'Русский');
  await expect(page.getByRole('heading', { name: 'С возвращением!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await wasNotReloaded(page)).toBe(true);
});

test.describe('the back office in Russian', () => {
  test('users list and statistics, switched without a reload and remembered', async ({
    page,
    student,
  }) => {
    // Two screens, a search and a reload: on a loaded CI machine this outgrows the default limit.
    test.slow();
    await signInToBackOffice(page, ADMIN);
    await markPage(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByText(BACK_OFFICE.totalUsers)).toBeVisible();
    expect(await wasNotReloaded(page)).toBe(true);

    // Other tests' students carry names and courses of their own; this one's row is known.
    await page.getByPlaceholder(BACK_OFFICE.search).fill(student.email);
    // A table on a desktop, a stacked list on a phone: the address shows in either.
    await expect(page.getByText(student.email, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^1–1 из 1$/)).toBeVisible();
    expect(await englishWords(page, [...STUDENT_NAME, ADMIN.username])).toEqual([]);

    await page.goto('/admin/statistics');
    await expect(page.getByRole('heading', { name: BACK_OFFICE.statistics })).toBeVisible();
    await expect(page.getByText(BACK_OFFICE.statisticsTotal)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await englishWords(page, [ADMIN.username])).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { name: BACK_OFFICE.statistics })).toBeVisible();
  });
});
