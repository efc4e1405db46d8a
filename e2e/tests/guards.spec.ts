import { expect, test } from '../support/fixtures';

test('an unauthenticated visitor of / or /dashboard lands on /login, and Back skips the guarded page', async ({
  page,
}) => {
  await page.goto('/register');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a signed-in student is sent from /login and /register to the dashboard', async ({
  page,
  student,
  signIn,
}) => {
  await signIn(student);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a full-screen spinner shows while the session is first checked', async ({
  page,
  student,
  signIn,
}) => {
  await signIn(student);
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  const spinner = page.getByRole('progressbar', { name: 'Loading…' });
  await expect(spinner).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  answer();
  await expect(spinner).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an invalid stored token is removed and the visitor lands on /login', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-bad-token')) return;
    sessionStorage.setItem('e2e-bad-token', '1');
    localStorage.setItem('token', JSON.stringify('not-a-valid-token'));
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
