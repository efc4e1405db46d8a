import { type BookItem, type User } from '@academy/contracts';
import { aUser, seedBookItems } from '@academy/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { BooksPage } from './BooksPage';
import { SEED_BOOKS } from '@academy/contracts/seed';

const SIGNED_URL = '/api/content/books/forex-for-beginners.pdf?u=7&exp=1900000000&sig=abc';

function renderBooks(user: User | null) {
  renderWithProviders(<BooksPage />, { user });
}

const bookCard = (title: string) => screen.getByRole('article', { name: title });
const cards = () => screen.findAllByRole('article');

/** A tab as window.open hands it back: the page points it at the PDF or closes it. */
function stubNewTab() {
  const tab = { location: { href: '' }, close: vi.fn(), opener: {} as unknown };
  const open = vi.fn((_url?: string, _target?: string) => tab as unknown as Window);
  vi.stubGlobal('open', open);
  return { tab, open };
}

/**
 * GET /api/books answers these books at once; a link call answers only when the test says so,
 * to see what happens before the answer.
 */
function stubApi(books: BookItem[] | 'fails' = seedBookItems(false)) {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url === '/api/books') {
      return Promise.resolve(
        books === 'fails'
          ? new Response(JSON.stringify({ message: 'Internal error' }), { status: 500 })
          : new Response(JSON.stringify({ status: 200, data: books }), { status: 200 }),
      );
    }
    return new Promise<Response>((resolve) => {
      answer = resolve;
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    linkCalls: () =>
      fetchMock.mock.calls
        .filter(([url]) => url !== '/api/books')
        .map(([url, init]) => ({
          url,
          init,
        })),
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
  it('shows the books the API lists, with cover, title and description, in its order', async () => {
    stubApi();
    renderBooks(aUser({ course: 'GOLD' }));
    expect((await cards()).map((card) => within(card).getByRole('heading').textContent)).toEqual(
      SEED_BOOKS.map((book) => book.title),
    );
    for (const book of SEED_BOOKS) {
      const card = bookCard(book.title);
      expect(within(card).getByText(book.description)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: `Cover of ${book.title}` })).toHaveAttribute(
        'src',
        book.image,
      );
    }
  });

  it('shows a book staff have just published, as the API lists it', async () => {
    const added: BookItem = {
      id: 8,
      title: 'Options Basics',
      description: 'Calls, puts and how an option is priced.',
      image: '/api/covers/3f9a.jpg',
      isLocked: false,
      opensWith: { free: false, courses: ['PLATINUM'], minBalance: null },
    };
    stubApi([added, ...seedBookItems(false)]);
    renderBooks(aUser({ course: 'GOLD' }));
    expect(await cards()).toHaveLength(8);
    expect(within(bookCard('Options Basics')).getByRole('button', { name: 'Read' })).toBeEnabled();
  });

  it('lets the student read every book the API opens to them', async () => {
    stubApi(seedBookItems(false));
    renderBooks(aUser({ course: 'SILVER' }));
    await cards();
    expect(screen.getAllByRole('button', { name: 'Read' })).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Unavailable' })).not.toBeInTheDocument();
  });

  it('shows a disabled Unavailable button with a lock for each locked book', async () => {
    const [first, ...rest] = seedBookItems(true);
    stubApi([{ ...first, isLocked: false }, ...rest]);
    renderBooks(aUser({ course: 'NONE' }));
    await cards();
    const buttons = screen.getAllByRole('button', { name: 'Unavailable' });
    expect(buttons).toHaveLength(6);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(within(button).getByTestId('LockIcon')).toBeInTheDocument();
    }
    expect(within(bookCard(first.title)).getByRole('button', { name: 'Read' })).toBeEnabled();
  });

  it('says so when the books cannot be loaded', async () => {
    stubApi('fails');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBooks(aUser({ course: 'GOLD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The books could not be loaded');
  });

  it('opens the tab within the click, then points it at a fresh signed link', async () => {
    const { tab, open } = stubNewTab();
    const link = stubApi();
    renderBooks(aUser({ course: 'SILVER' }));
    await cards();

    await userEvent.click(
      within(bookCard('Forex for Beginners')).getByRole('button', { name: 'Read' }),
    );
    // Before the link arrives the tab is already open: a later window.open would be blocked.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('');
    const [{ url, init }] = link.linkCalls();
    expect(url).toBe('/api/books/1/link');
    expect(new Headers(init?.headers).get('token')).toBe('student-token');

    link.answer(200, { url: SIGNED_URL, expiresAt: '2030-01-01T00:00:00.000Z' });
    await waitFor(() => expect(tab.location.href).toBe(SIGNED_URL));
    expect(tab.close).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a fresh link on every Read', async () => {
    const { tab } = stubNewTab();
    const link = stubApi();
    renderBooks(aUser({ course: 'GOLD' }));
    await cards();
    const read = within(bookCard('Risk Management')).getByRole('button', { name: 'Read' });

    await userEvent.click(read);
    link.answer(200, { url: SIGNED_URL, expiresAt: '2030-01-01T00:00:00.000Z' });
    await waitFor(() => expect(tab.location.href).toBe(SIGNED_URL));
    await userEvent.click(read);
    expect(link.linkCalls().map(({ url }) => url)).toEqual([
      '/api/books/7/link',
      '/api/books/7/link',
    ]);
  });

  it.each([
    [403, { code: 'CONTENT_LOCKED', message: 'Locked' }, /does not open this book yet/],
    [500, { code: 'INTERNAL', message: 'Internal server error' }, /could not be opened/],
  ])(
    'closes the tab and shows an error when the link call answers %i',
    async (status, body, text) => {
      const { tab } = stubNewTab();
      const link = stubApi();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderBooks(aUser({ course: 'GOLD' }));
      await cards();

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
    const link = stubApi();
    renderBooks(aUser({ course: 'GOLD' }));
    await cards();

    await userEvent.click(within(bookCard('Online Trading')).getByRole('button', { name: 'Read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser blocked the new tab. Allow pop-ups for this site and press Read again.',
    );
    expect(link.linkCalls()).toEqual([]);
  });
});
