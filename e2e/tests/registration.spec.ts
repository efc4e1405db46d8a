import type { Page } from '@playwright/test';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { expect, isPhone, PHONE, registerStudent, test } from '../support/fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The tier shows twice (side panel, phone banner); one of them is hidden by the viewport. */
const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Register' }).click();

async function chooseCountry(page: Page, search: string, option: string) {
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(country).toHaveValue(option);
}

test(
  'registering from a tier link lands on the dashboard with that tier and price',
  { tag: PHONE },
  async ({ page }) => {
    const email = `e2e.form.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
    await page.goto('/register?course=gold&price=250');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(visibleText(page, 'GOLD')).toBeVisible();
    await expect(visibleText(page, '$250')).toBeVisible();
    if (isPhone(page)) {
      await expect(page.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeVisible();
      await expect(page.getByText('Registration', { exact: true })).toBeVisible();
      await expect(page.getByText('Payment', { exact: true })).toBeVisible();
      await expect(page.getByText('Secure registration')).toBeVisible();
    } else {
      await expect(page.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeHidden();
      await expect(page.getByText('Secure registration')).toBeHidden();
    }

    await field(page, 'First name').fill('Maria');
    await field(page, 'Last name').fill('Schmidt');
    await field(page, 'Email').fill(email);
    await chooseCountry(page, 'germ', 'Germany +49');
    const phone = field(page, 'Phone');
    await expect(phone).toBeFocused();
    await phone.pressSequentially('15123456789');
    await field(page, 'Password').fill(STRONG_PASSWORD);
    await field(page, 'Confirm password').fill(STRONG_PASSWORD);
    await submit(page);

    await expect(page).toHaveURL(/\/dashboard\?course=gold&price=250$/);
    const user = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('token') ?? 'null') as string;
      const answer = await fetch('/api/user', { headers: { token } });
      return ((await answer.json()) as { data: Record<string, string> }).data;
    });
    expect(user).toMatchObject({ username: 'Maria', lastname: 'Schmidt', email });
    expect(user.contact).toBe('+49 1512 3456789');
  },
);

test('a forged price shows the catalogue price, which the dashboard then asks for', async ({
  page,
}) => {
  const email = `e2e.forged.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
  await page.goto('/register?course=gold&price=1');
  await expect(visibleText(page, 'GOLD')).toBeVisible();
  await expect(visibleText(page, '$250')).toBeVisible();
  await expect(page.getByText('$1', { exact: true })).toHaveCount(0);

  await field(page, 'First name').fill('Ivan');
  await field(page, 'Last name').fill('Forged');
  await field(page, 'Email').fill(email);
  await chooseCountry(page, 'germ', 'Germany +49');
  await field(page, 'Phone').pressSequentially('15123456789');
  await field(page, 'Password').fill(STRONG_PASSWORD);
  await field(page, 'Confirm password').fill(STRONG_PASSWORD);
  await submit(page);

  await expect(page).toHaveURL(/\/dashboard\?course=gold&price=250$/);
  await expect(page.getByRole('dialog')).toContainText('To pay');
  await expect(page.getByRole('dialog')).toContainText('$250.00');
});

test('shows every registration message under its field, and an edit clears its own', async ({
  page,
}) => {
  await page.goto('/register');
  await submit(page);
  const expected: [string, string][] = [
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
    ['Email', 'Email is required'],
    ['Phone', 'Phone number is required'],
    ['Password', 'Password is required'],
    ['Confirm password', 'Please confirm your password'],
  ];
  for (const [label, message] of expected) {
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  }
  await expect(page.locator('[id$="-helper-text"]')).toHaveText(expected.map(([, m]) => m));

  await field(page, 'First name').fill('   ');
  await expect(field(page, 'First name')).toHaveAccessibleDescription('');
  await submit(page);
  await expect(field(page, 'First name')).toHaveAccessibleDescription('First name is required');

  await field(page, 'Email').fill('anna@example');
  await field(page, 'Phone').pressSequentially('555');
  await submit(page);
  await expect(field(page, 'Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(
    'Please enter a valid phone number',
  );

  const password = field(page, 'Password');
  const rules: [string, string][] = [
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['lowercase1!', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoDigits!!', 'Password must contain at least one number'],
    ['NoSpecial12', 'Password must contain at least one special character'],
  ];
  for (const [value, message] of rules) {
    await password.fill(value);
    await submit(page);
    await expect(password).toHaveAccessibleDescription(message);
  }
  await password.fill(STRONG_PASSWORD);
  await field(page, 'Confirm password').fill('Other!pass1');
  await submit(page);
  await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(
    'Passwords do not match',
  );
});

test('an e-mail that already has an account shows the server message and re-enables the form', async ({
  page,
}) => {
  const taken = await registerStudent();
  await page.goto('/register');
  await field(page, 'First name').fill('Anna');
  await field(page, 'Last name').fill('Petrova');
  await field(page, 'Email').fill(taken.email);
  await chooseCountry(page, 'Russia', 'Russia +7');
  await field(page, 'Phone').pressSequentially('9123456789');
  await field(page, 'Password').fill(STRONG_PASSWORD);
  await field(page, 'Confirm password').fill(STRONG_PASSWORD);
  await submit(page);
  await expect(page.getByText('A user with this email already exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
  await expect(page).toHaveURL(/\/register$/);
});

test.describe('with the location lookup unreachable', () => {
  test.use({ locale: 'en-GB' });

  test('the phone country falls back to the browser region and the page works', async ({
    page,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect
      .poll(() => warnings.some((text) => text.includes('Country lookup failed')))
      .toBe(true);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom +44');
    await expect(field(page, 'Phone')).toHaveValue(/^\+44/);
    await expect(visibleText(page, 'SILVER')).toBeVisible();
    // Only the browser's own notes about the blocked or refused connection, nothing from the app.
    expect(
      consoleErrors.filter(
        (error) => !/Failed to load resource|Content Security Policy/.test(error),
      ),
    ).toEqual([]);
  });
});

test('a location lookup that answers picks the phone country', async ({ page }) => {
  // The run's lookup URL is a closed local port; point the app at one this test answers.
  const lookup = 'https://geo.e2e.test/json/';
  await page.route('**/api/config', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, geoLookupUrl: lookup } });
  });
  await page.route(lookup, (route) =>
    route.fulfill({
      json: { country_code: 'DE' },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.goto('/register');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany +49');
  await expect(field(page, 'Phone')).toHaveValue(/^\+49/);
});
