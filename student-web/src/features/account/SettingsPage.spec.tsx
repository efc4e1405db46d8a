import type { User } from '@academy/contracts';
import { render, screen, within } from '@testing-library/react';
import { aSession, aStudent } from '../../test/session-fixtures';
import { SessionContext } from '../session/SessionProvider';
import { AccountInformation } from './AccountInformation';
import { createdDateParts } from './created-date';
import { SettingsPage } from './SettingsPage';

function renderSettings(user: User | null, error: string | null = null) {
  const session = aSession(user, { error });
  render(
    <SessionContext.Provider value={session}>
      <SettingsPage />
    </SessionContext.Provider>,
  );
}

/** The value shown under a field's label. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe(SettingsPage.name, () => {
  it("shows the student's names, e-mail and phone, read-only", () => {
    renderSettings(aStudent());
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(valueOf('First Name')).toBe('Anna');
    expect(valueOf('Last Name')).toBe('Petrova');
    expect(valueOf('Email')).toBe('anna@example.com');
    expect(valueOf('Phone')).toBe('+79123456789');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows 'Not specified' for each empty field", () => {
    renderSettings(aStudent({ username: ' ', lastname: '', email: '', contact: '' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) {
      expect(valueOf(label)).toBe('Not specified');
    }
  });

  it('says when the account was created, with the month written out', () => {
    renderSettings(aStudent());
    expect(screen.getByText('Account created 22 November 2026')).toBeInTheDocument();
  });

  it("shows the session's error in a banner, translated", () => {
    renderSettings(aStudent(), 'errors.fetchUser');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch user data');
  });

  it('shows no banner when all is well', () => {
    renderSettings(aStudent());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe(AccountInformation.name, () => {
  it('has slots for an error and a success banner', () => {
    render(
      <AccountInformation user={aStudent()} errorMessage="Broken" successMessage="All saved" />,
    );
    const [error, success] = screen.getAllByRole('alert');
    expect(within(error).getByText('Broken')).toBeInTheDocument();
    expect(within(success).getByText('All saved')).toBeInTheDocument();
  });
});

describe(createdDateParts.name, () => {
  it('names the month in the given language, in the form used with a day', () => {
    expect(createdDateParts('2026-11-22T12:00:00.000Z', 'en')).toEqual({
      day: '22',
      month: 'November',
      year: '2026',
    });
    expect(createdDateParts('2026-11-22T12:00:00.000Z', 'ru')?.month).toBe('ноября');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(createdDateParts('not a date', 'en')).toBeNull();
  });
});
