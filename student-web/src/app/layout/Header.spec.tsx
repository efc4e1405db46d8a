import { useTheme } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { aUser } from '@academy/contracts/testing';
import { waitFor } from '@testing-library/react';
import { callsTo, json, stubApi } from '../../test/api-stub';
import { renderInLayout } from '../../test/render';

const renderHeader = (path: string) => renderInLayout(<Header onOpenMenu={() => {}} />, { path });

// Logout and the language switch call the API; tests about other things get plain answers.
beforeEach(() => {
  stubApi({
    'POST /logout': () => json({ message: 'Signed out' }),
    'PATCH /user': () => json({ status: 200, data: aUser() }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe(Header.name, () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/education', 'Education'],
    ['/education/video', 'Video Lessons'],
    ['/education/video/forex', 'Video Lessons'],
    ['/education/books', 'E-books'],
    ['/activate', 'Account Activation'],
    ['/calendar', 'Economic Calendar'],
    ['/trading', 'Trading Center'],
    ['/bonuses', 'Bonuses & Promotions'],
    ['/settings', 'Profile Settings'],
  ])('on %s shows the title %s and the breadcrumbs Home > %s', (path, title) => {
    renderHeader(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(breadcrumbs).getByText(title)).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`${title} – Trading Academy`);
  });

  it('falls back to the Dashboard title on a path without its own', () => {
    renderHeader('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers Settings and Logout in the account menu', async () => {
    renderHeader('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('signs out and goes to /login on Logout', async () => {
    localStorage.setItem('token', JSON.stringify('student-token'));
    const { queryClient } = renderHeader('/trading');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['user'])).toBeNull();
  });
});

async function chooseLanguage(current: string, language: string) {
  await userEvent.click(screen.getByRole('button', { name: current }));
  // The menu's code loads on first use.
  await userEvent.click(
    within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: language }),
  );
}

describe(`${Header.name}'s language switch`, () => {
  it('shows the screen in Russian at once, and back in English', async () => {
    renderInLayout(<Header onOpenMenu={() => {}} />, { path: '/calendar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Economic Calendar' })).toBeVisible();

    await chooseLanguage('Language', 'Русский');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Экономический календарь' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Главная' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Экономический календарь – Trading Academy');

    await chooseLanguage('Язык', 'English');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Economic Calendar' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('remembers the choice on this device', async () => {
    renderInLayout(<Header onOpenMenu={() => {}} />);
    await chooseLanguage('Language', 'Русский');
    expect(localStorage.getItem('locale')).toBe('ru');
  });

  it('marks the current language and names each in its own language', async () => {
    renderInLayout(<Header onOpenMenu={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    const russian = screen.getByRole('menuitemradio', { name: 'Русский' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(russian).toHaveAttribute('aria-checked', 'false');
    expect(russian).toHaveAttribute('lang', 'ru');
  });
});

describe(`${Header.name}'s colour theme switch`, () => {
  function PaletteMode() {
    return <p>{`palette: ${useTheme().palette.mode}`}</p>;
  }

  it('follows the device until the student picks dark or light, and remembers the pick', async () => {
    renderInLayout(
      <>
        <Header onOpenMenu={() => {}} />
        <PaletteMode />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Colour theme' }));
    expect(await screen.findByRole('menuitemradio', { name: 'As on this device' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText('palette: light')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(await screen.findByText('palette: dark')).toBeInTheDocument();
    expect(localStorage.getItem('mui-mode')).toBe('dark');
  });
});

describe(`${Header.name}'s Logout`, () => {
  it('ends the session on the server, then forgets the token', async () => {
    localStorage.setItem('token', JSON.stringify('student-token'));
    const fetchMock = stubApi({ 'POST /logout': () => json({ message: 'Signed out' }) });
    renderHeader('/trading');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /logout')).toHaveLength(1);
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect((init?.headers as Record<string, string>).token).toBe('student-token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets the token even when the server cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', JSON.stringify('student-token'));
    stubApi({ 'POST /logout': () => json({ statusCode: 503, message: 'Unavailable' }, 503) });
    renderHeader('/trading');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe(`${Header.name} and the account's language`, () => {
  it("keeps the signed-in student's choice on their account", async () => {
    localStorage.setItem('token', JSON.stringify('student-token'));
    const fetchMock = stubApi({
      'PATCH /user': () => json({ status: 200, data: aUser({ locale: 'ru' }) }),
    });
    const { queryClient } = renderInLayout(<Header onOpenMenu={() => {}} />);
    await chooseLanguage('Language', 'Русский');
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /user')).toEqual([{ locale: 'ru' }]));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ locale: string }>(['user'])?.locale).toBe('ru'),
    );
    expect(document.documentElement.lang).toBe('ru');
  });

  it("shows the app in the language kept on the student's account", async () => {
    stubApi();
    renderInLayout(<Header onOpenMenu={() => {}} />, {
      user: aUser({ locale: 'ru' }),
      path: '/calendar',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Экономический календарь' }),
    ).toBeVisible();
  });
});
