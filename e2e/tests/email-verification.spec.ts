import { expect, PHONE, registerStudent, test } from '../support/fixtures';
import { newestMailedLink } from '../support/outbox';

test(
  'a student verifies the e-mail from the mailed link, and the dashboard banner goes',
  { tag: PHONE },
  async ({ page, student, signIn }) => {
    await signIn(student);
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText(
      `Please verify your email: open the link we sent to ${student.email}.`,
    );

    // A new link on request; the one sent at registration stays good until one is used.
    await banner.getByRole('button', { name: 'Resend' }).click();
    await expect(banner).toContainText(`We have sent a new link to ${student.email}.`);

    let link: string | undefined;
    await expect.poll(() => (link = newestMailedLink(student.email, '/verify-email'))).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The link works once.
    await page.goto(link!);
    await expect(
      page.getByText(
        'This verification link is invalid, already used or expired. Ask for a new one on your dashboard.',
      ),
    ).toBeVisible();
  },
);

test.describe('a student registered without a language, on a Russian device', () => {
  test.use({ locale: 'ru-RU' });

  test('sees the app in Russian, the banner included', { tag: PHONE }, async ({ page, signIn }) => {
    // Registered through the API, naming no language: the account keeps none.
    const student = await registerStudent();
    await signIn(student);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Панель' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('region', { name: 'Подтверждение почты' })).toContainText(
      `Подтвердите почту: откройте ссылку, которую мы отправили на ${student.email}.`,
    );
  });
});
