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
