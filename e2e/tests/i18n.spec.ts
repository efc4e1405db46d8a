import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { aRegistration } from '@academy/contracts/testing';
import { academyApi, refusal } from '../support/api';
import { englishWords } from '../support/english-text';
import { RUSSIAN_MAIN_ROUTES } from '../support/main-routes';
import { expect, registerStudent, test } from '../support/fixtures';
import { grant, signInToBackOffice, staffToken, ADMIN } from '../support/staff';

// The back office's words as staff read them (e2e may not import the back office's code).
const BACK_OFFICE = {
  totalUsers: 'Всего пользователей',
  search: 'Поиск по ID, почте или телефону…',
  statistics: 'Статистика регистраций',
  statisticsTotal: 'Всего пользователей',
  keyName: 'Название',
  readUsers: 'Просмотр пользователей',
  keyCreated: (name: string) => `API-ключ «${name}» создан`,
  keyCopied: 'Ключ скопирован',
  address: 'Адрес',
  overdraftEnded: 'Конец пробного овердрафта',
  endpoint: 'Адрес вебхука',
  deliveryLog: 'Журнал отправок',
  sendTest: 'Отправить тестовое событие',
  delivered: 'Доставлено',
  userId: 'ID пользователя',
  staffActions: 'Действия сотрудников',
  create: 'Создать',
  save: 'Сохранить',
  edit: 'Редактировать',
  remove: 'Удалить',
  confirm: 'Подтвердить',
};

/**
 * The protocol as the texts quote it, spelled as the API and receivers spell it: the headers an
 * integrator sends and receives, and the signature's timestamp `t` ('t=<время>', '«t.тело»').
 */
const PROTOCOL_NOTATION = [
  'Authorization: Bearer',
  'X-Api-Key',
  'X-Academy-Signature',
  't=',
  '«t.',
];

const { username, lastname } = aRegistration();
const STUDENT_NAME = [username, lastname];

/** Marks the page, so a test can tell that a later change happened without a reload. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { unreloaded: boolean }).unreloaded = true;
  });
}
const wasNotReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === true);

/** Signs in to the back office and switches it to Russian, which it then remembers. */
async function backOfficeInRussian(page: Page) {
  await signInToBackOffice(page, ADMIN);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
}

/** Waits until a back-office page has loaded what it shows. */
async function loaded(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The names staff gave every key (data, in whatever language they chose). */
async function apiKeyNames(): Promise<string[]> {
  const api = academyApi({ staffToken: await staffToken(ADMIN) });
  const { data, error, response } = await api.GET('/api/admin/api-keys', {
    params: { query: { range: JSON.stringify([0, 999]) } },
  });
  if (!data) throw refusal('listing the API keys', response, error);
  return data.map((key) => key.name);
}

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

  for (const [path, title] of RUSSIAN_MAIN_ROUTES) {
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

test.describe('the back office in Russian, no English left', () => {
  // Several screens, each loaded and read in full: more than the default limit on a busy machine.
  test.slow();

  test('API keys: the list, the create form and the key shown once', async ({ page }) => {
    const name = `Отчёты для бухгалтерии ${Date.now()}`;
    await backOfficeInRussian(page);
    await page.goto('/admin/api-keys');
    await expect(page.getByRole('link', { name: BACK_OFFICE.create })).toBeVisible();
    await loaded(page);
    expect(await englishWords(page, [ADMIN.username, ...(await apiKeyNames())])).toEqual([]);

    await page.getByRole('link', { name: BACK_OFFICE.create }).click();
    await page.getByRole('textbox', { name: BACK_OFFICE.keyName }).fill(name);
    await page.getByRole('checkbox', { name: BACK_OFFICE.readUsers }).check();
    expect(await englishWords(page, [ADMIN.username])).toEqual([]);
    await page.getByRole('button', { name: BACK_OFFICE.save }).click();

    const dialog = page.getByRole('dialog', { name: BACK_OFFICE.keyCreated(name) });
    await expect(dialog).toBeVisible();
    expect(await englishWords(page, [ADMIN.username, ...PROTOCOL_NOTATION])).toEqual([]);
    await dialog.getByRole('button', { name: BACK_OFFICE.keyCopied }).click();
    await expect(page.getByText(name).first()).toBeVisible();
    await loaded(page);
    expect(await englishWords(page, [ADMIN.username, ...(await apiKeyNames())])).toEqual([]);
  });

  test('webhooks: the list, the form, and the endpoint page with its delivery log', async ({
    page,
  }) => {
    // An integrator's receiver on this machine, so the log shows a delivery that succeeded.
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200).end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      await backOfficeInRussian(page);
      await page.goto('/admin/webhooks');
      await expect(page.getByRole('link', { name: BACK_OFFICE.create })).toBeVisible();
      await loaded(page);
      expect(await englishWords(page, [ADMIN.username])).toEqual([]);

      await page.getByRole('link', { name: BACK_OFFICE.create }).click();
      await page
        .getByRole('textbox', { name: BACK_OFFICE.address })
        .fill(`http://127.0.0.1:${port}/academy-hooks`);
      await page.getByRole('checkbox', { name: BACK_OFFICE.overdraftEnded }).check();
      expect(await englishWords(page, [ADMIN.username])).toEqual([]);
      await page.getByRole('button', { name: BACK_OFFICE.save }).click();

      const log = page.getByRole('region', { name: BACK_OFFICE.deliveryLog });
      await expect(page.getByRole('region', { name: BACK_OFFICE.endpoint })).toBeVisible();
      await page.getByRole('button', { name: BACK_OFFICE.sendTest }).click();
      await expect(log.getByText(BACK_OFFICE.delivered).first()).toBeVisible({ timeout: 15_000 });
      await loaded(page);
      expect(await englishWords(page, [ADMIN.username, ...PROTOCOL_NOTATION])).toEqual([]);

      await page.getByRole('link', { name: BACK_OFFICE.edit }).click();
      await expect(page.getByRole('textbox', { name: BACK_OFFICE.address })).toBeVisible();
      await loaded(page);
      expect(await englishWords(page, [ADMIN.username])).toEqual([]);
      await page.goBack();

      await page.getByRole('button', { name: BACK_OFFICE.remove }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      expect(await englishWords(page, [ADMIN.username, ...PROTOCOL_NOTATION])).toEqual([]);
      await confirm.getByRole('button', { name: BACK_OFFICE.confirm }).click();
      await expect(page).toHaveURL(/\/admin\/webhooks$/);
    } finally {
      receiver.close();
    }
  });

  test("audit: the list narrowed by filters, an entry's moment, a user's staff actions", async ({
    page,
    student,
  }) => {
    await grant(student.id, { balance: 1234.5 }, ADMIN);
    await grant(student.id, { course: 'Gold' }, ADMIN);
    await backOfficeInRussian(page);
    const filter = encodeURIComponent(JSON.stringify({ targetUserId: student.id }));
    await page.goto(`/admin/audit?filter=${filter}`);
    await expect(page.getByRole('spinbutton', { name: BACK_OFFICE.userId })).toHaveValue(
      String(student.id),
    );
    // The change in Russian words and numbers: 'баланс: 0 → 1 234,5'.
    await expect(page.getByText(/баланс: 0 → 1\s234,5/).first()).toBeVisible();
    await loaded(page);
    expect(await englishWords(page, [ADMIN.username])).toEqual([]);
    // The exact moment, on hover and for assistive technology, names the month in Russian.
    await expect(page.locator('time').first()).toHaveAttribute('title', /[а-я]{3}/);

    await page.goto(`/admin/users/${student.id}/show`);
    await page.getByRole('tab', { name: BACK_OFFICE.staffActions }).click();
    await expect(page.getByText(/баланс: 0 → 1\s234,5/).first()).toBeVisible();
    await loaded(page);
    expect(await englishWords(page, [...STUDENT_NAME, ADMIN.username])).toEqual([]);
  });
});
