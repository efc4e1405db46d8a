import { BOOKS, type User } from '@academy/contracts';
import { aUser } from '@academy/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { BooksPage } from './BooksPage';

const SIGNED_URL = '/api/content/books/forex-for-beginners.pdf?u=7&exp=1900000000&sig=abc';

function renderBooks(user: User | null) {
  renderWithProviders(<BooksPage />, { user });
}

const bookCard = (title: string) => screen.getByRole('article', { name: title });

/** A tab as window.open hands it back: the page points it at the PDF or closes it. */
function stubNewTab() {
  const tab = { location: { href: '' }, close: vi.fn(), opener: {} as unknown };
  const open = vi.fn((_url?: string, _target?: string) => tab as unknown as Window);
  vi.stubGlobal('open', open);
  return { tab, open };
}

/** The link call answers only when the test says so, to see what happens before the answer. */
function stubLinkCall() {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: (status: number, body: unknown) =>
      answer(new Response(JSON.stringify(body), { status })),
  };
}

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('student-token'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(BooksPage.name, () => {
  it('shows the seven books with cover, title and description', () => {
    renderBooks(aUser({ course: 'GOLD' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(7);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Forex for Beginners',
      'Investments and Trading',
      'Online Trading',
      'The Strongest Signal in Technical Analysis',
      'Deals and Execution',
      'Trading Mistakes and Psychology',
      'Risk Management',
    ]);
    for (const book of BOOKS) {
      const card = bookCard(book.title);
      expect(within(card).getByText(book.description)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: `Cover of ${book.title}` })).toHaveAttribute(
        'src',
        book.image,
      );
    }
  });

  it.each([
    ['SILVER', 'SILVER'],
    ['gold in lower case', 'gold'],
    ['Platinum in mixed case', 'Platinum'],
  ])('lets a student with %s read every book', (_, course) => {
    renderBooks(aUser({ course }));
    expect(screen.getAllByRole('button', { name: 'Read' })).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Unavailable' })).not.toBeInTheDocument();
  });

  it.each([
    ['NONE', aUser({ course: 'NONE' })],
    ['no course at all', aUser({ course: '' })],
    ['a custom course', aUser({ course: 'VIP Mentoring' })],
    ['a large balance but no course', aUser({ course: 'NONE', balance: 10_000 })],
    ['no user', null],
  ])('shows a disabled Unavailable button with a lock for %s', (_, user) => {
    renderBooks(user);
    const buttons = screen.getAllByRole('button', { name: 'Unavailable' });
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(within(button).getByTestId('LockIcon')).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Read' })).not.toBeInTheDocument();
  });

  it('opens the tab within the click, then points it at a fresh signed link', async () => {
    const { tab, open } = stubNewTab();
    const link = stubLinkCall();
    renderBooks(aUser({ course: 'SILVER' }));

    await userEvent.click(
      within(bookCard('Forex for Beginners')).getByRole('button', { name: 'Read' }),
    );
    // Before the link arrives the tab is already open: a later window.open would be blocked.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('');
    const [url, init] = link.fetchMock.mock.calls[0];
    expect(url).toBe('/api/books/1/link');
    expect(new Headers(init?.headers).get('token')).toBe('student-token');

    link.answer(200, { url: SIGNED_URL, expiresAt: '2030-01-01T00:00:00.000Z' });
    await waitFor(() => expect(tab.location.href).toBe(SIGNED_URL));
    expect(tab.close).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a fresh link on every Read', async () => {
    const { tab } = stubNewTab();
    const link = stubLinkCall();
    renderBooks(aUser({ course: 'GOLD' }));
    const read = within(bookCard('Risk Management')).getByRole('button', { name: 'Read' });

    await userEvent.click(read);
    link.answer(200, { url: SIGNED_URL, expiresAt: '2030-01-01T00:00:00.000Z' });
    await waitFor(() => expect(tab.location.href).toBe(SIGNED_URL));
    await userEvent.click(read);
    expect(link.fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/books/7/link',
      '/api/books/7/link',
    ]);
  });

  it.each([
    [403, { code: 'CONTENT_LOCKED', message: 'Locked' }, /needs a Silver, Gold or Platinum course/],
    [500, { code: 'INTERNAL', message: 'Internal server error' }, /could not be opened/],
  ])(
    'closes the tab and shows an error when the link call answers %i',
    async (status, body, text) => {
      const { tab } = stubNewTab();
      const link = stubLinkCall();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderBooks(aUser({ course: 'GOLD' }));

      await userEvent.click(
        within(bookCard('Online Trading')).getByRole('button', { name: 'Read' }),
      );
      link.answer(status, body);

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(tab.close).toHaveBeenCalledTimes(1);
      expect(tab.location.href).toBe('');
      expect(logged).toHaveBeenCalled();
    },
  );

  it('says so when the browser blocks the new tab, without asking for a link', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const link = stubLinkCall();
    renderBooks(aUser({ course: 'GOLD' }));

    await userEvent.click(within(bookCard('Online Trading')).getByRole('button', { name: 'Read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser blocked the new tab. Allow pop-ups for this site and press Read again.',
    );
    expect(link.fetchMock).not.toHaveBeenCalled();
  });
});
