import { callApi } from '../support/api';
import { expect, registerStudent, test } from '../support/fixtures';

test('the account screen shows what the student registered with', async ({ page, signIn }) => {
  const student = await registerStudent({
    username: 'Maria',
    lastname: 'Ivanova',
    contact: '+375291234567',
  });
  const me = await callApi('/user', { studentToken: student.token });
  // The server keeps the phone in international format ('+375 29 123 45 67'), as registered.
  const { data } = (await me.json()) as { data: { contact: string; created_at: string } };
  // The day and month as the reader's browser sees them; both run on this machine's time zone.
  const created = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(data.created_at));
  const part = (type: string) => created.find((p) => p.type === type)?.value;

  await signIn(student);
  await page.goto('/settings');
  const account = page.getByRole('region', { name: 'Account Information' });
  await expect(account.getByRole('definition')).toHaveText([
    'Maria',
    'Ivanova',
    student.email,
    data.contact,
  ]);
  await expect(account.getByRole('term')).toHaveText(['First Name', 'Last Name', 'Email', 'Phone']);
  await expect(account).toContainText(
    `Account created ${part('day')} ${part('month')} ${part('year')}`,
  );
  await expect(account.getByRole('button')).toHaveCount(0);
});

test.describe('the student changes their own account', () => {
  const NEW_PASSWORD = 'N3w!password';

  test('changes the password, then signs in with the new one', async ({
    page,
    browser,
    signIn,
    student,
  }) => {
    await signIn(student);
    await page.goto('/settings');
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password', { exact: true }).fill(student.password);
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(
      password.getByText(
        'Your password has been changed. Your other devices have been signed out.',
      ),
    ).toBeVisible();

    const elsewhere = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await elsewhere.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(student.email);
    await other.getByLabel(/^Password/).fill(student.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other.getByText('Invalid email or password')).toBeVisible();
    await other.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await elsewhere.close();
  });

  test("signing out everywhere ends another browser's session", async ({
    page,
    browser,
    signIn,
    student,
  }) => {
    const elsewhere = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const laptop = await elsewhere.newPage();
    const login = await callApi('/login', {
      method: 'POST',
      body: { email: student.email, password: student.password },
    });
    const { token } = (await login.json()) as { token: string };
    await laptop.addInitScript((value) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', JSON.stringify(value));
    }, token);
    await laptop.goto('/dashboard');
    await expect(laptop).toHaveURL(/\/dashboard$/);

    await signIn(student);
    await page.goto('/settings');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText('This device')).toHaveCount(1);
    await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await laptop.goto('/dashboard');
    await expect(laptop).toHaveURL(/\/login$/);
    await elsewhere.close();
  });

  test('keeps an edited profile', async ({ page, signIn, student }) => {
    await signIn(student);
    await page.goto('/settings');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('First name').fill('Valentina');
    await profile.getByLabel('Last name').fill('Smirnova');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Your profile has been saved.')).toBeVisible();

    await page.reload();
    const account = page.getByRole('region', { name: 'Account Information' });
    await expect(account.getByRole('definition').nth(0)).toHaveText('Valentina');
    await expect(account.getByRole('definition').nth(1)).toHaveText('Smirnova');
    await expect(
      page.getByRole('region', { name: 'Profile' }).getByLabel('First name'),
    ).toHaveValue('Valentina');
  });
});
