import { type LessonItem, type User } from '@academy/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, seedLessonItems } from '@academy/contracts/testing';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders, type ProviderOptions } from '../../test/render';
import { VideoLessonsPage } from './VideoLessonsPage';

const PREMIUM_ONLY = 'This lesson is only available for premium users';
const NOTICE = /balance of more than \$500/;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API as the screen sees it: GET /api/user answers when `answerUser` is called (or at once
 * with `user`), and each lesson link carries a new signature, as a fresh link does.
 */
function stubApi(user?: User | 'fails', progress: Partial<Record<number, Progress>> = {}) {
  let answerUser: (response: Response) => void = () => undefined;
  const userAnswer = new Promise<Response>((resolve) => {
    answerUser = resolve;
  });
  if (user === 'fails') answerUser(json(500, { statusCode: 500, message: 'Internal error' }));
  else if (user) answerUser(json(200, { status: 200, data: user }));
  let signatures = 0;
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/user') return userAnswer;
    if (url === '/api/lessons') {
      const student = user === 'fails' ? undefined : user;
      return Promise.resolve(json(200, { status: 200, data: lessonItems(student, progress) }));
    }
    const saved = /^\/api\/lessons\/(\d+)\/progress$/.exec(url);
    if (saved && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string) as {
        positionSeconds: number;
        completed: boolean;
      };
      return Promise.resolve(
        json(200, {
          lessonId: Number(saved[1]),
          positionSeconds: body.positionSeconds,
          completed: body.completed || (progress[Number(saved[1])]?.completed ?? false),
          updatedAt: '2026-11-23T00:00:00.000Z',
        }),
      );
    }
    const lesson = /^\/api\/lessons\/(\d+)\/link$/.exec(url);
    if (!lesson) return Promise.resolve(json(404, { statusCode: 404, message: 'Not Found' }));
    signatures += 1;
    return Promise.resolve(
      json(200, {
        url: `/api/content/lessons/lesson-${lesson[1]}.mp4?u=7&exp=1900000000&sig=s${signatures}`,
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answerUser: (student: User) => answerUser(json(200, { status: 200, data: student })),
    linkCalls: () =>
      fetchMock.mock.calls
        .map(([url]) => url)
        .filter((url) => /^\/api\/lessons\/\d+\/link$/.test(url)),
    /** Each progress save: the lesson, the body and whether it may outlive the page. */
    saves: () =>
      fetchMock.mock.calls
        .filter(([url, init]) => url.endsWith('/progress') && init?.method === 'PUT')
        .map(([url, init]) => ({
          url,
          body: JSON.parse(init?.body as string) as unknown,
          keepalive: init?.keepalive ?? false,
        })),
  };
}

interface Progress {
  positionSeconds: number;
  completed: boolean;
}

/** GET /api/lessons as the API answers it for the seed catalogue: the demo free, the rest for
 * PLATINUM or a balance of 500. */
const lessonItems = (
  user: User | undefined,
  progress: Partial<Record<number, Progress>>,
): LessonItem[] =>
  seedLessonItems(
    (id) =>
      id !== 0 && !(user && (user.course.toUpperCase() === 'PLATINUM' || user.balance >= 500)),
  ).map((lesson) => ({
    ...lesson,
    positionSeconds: progress[lesson.id]?.positionSeconds ?? 0,
    completed: progress[lesson.id]?.completed ?? false,
  }));

function renderPage(path = '/education/video', options: ProviderOptions = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <VideoLessonsPage />
    </MemoryRouter>,
    options,
  );
}

const lessonButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(title.replace(/[:]/g, '\\$&')) });
const lessonTitle = (item: HTMLElement) =>
  within(item).getByText(/^(Demo Lesson|Lesson \d: .+)$/).textContent;
const lockedLessons = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('img', { name: 'Locked' }))
    .map(lessonTitle);
const spinner = () => screen.queryByRole('progressbar', { name: 'Loading the lesson…' });
const video = () => document.querySelector('video');
const player = () => screen.getByRole('region', { name: /^(Demo Lesson|Lesson \d)/ });

async function videoLoaded() {
  await waitFor(() => expect(video()).not.toBeNull());
  fireEvent.loadedMetadata(video()!);
  await waitFor(() => expect(spinner()).not.toBeInTheDocument());
  return video()!;
}

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('student-token'));
});

afterEach(() => {
  // Leaving the screen saves the position, so it leaves while the API is still stubbed.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(VideoLessonsPage.name, () => {
  it('preselects the demo lesson and loads it once the lessons arrive, the others locked', async () => {
    const api = stubApi(aUser());
    renderPage();

    expect(
      screen.getByRole('heading', { name: 'Trading Fundamentals Video Course' }),
    ).toBeVisible();
    // Until the lessons have been read afresh nothing is offered.
    expect(spinner()).toBeInTheDocument();
    await waitFor(() =>
      expect(lessonButton('Demo Lesson')).toHaveAttribute('aria-current', 'true'),
    );
    expect(within(player()).getByRole('heading', { name: 'Demo Lesson' })).toBeInTheDocument();
    expect(within(player()).getByText('Duration: 00:43')).toBeInTheDocument();
    expect(lockedLessons()).toHaveLength(7);
    expect(
      within(lessonButton('Demo Lesson')).getByRole('img', { name: 'Available' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(video()).toHaveAttribute(
        'src',
        '/api/content/lessons/lesson-0.mp4?u=7&exp=1900000000&sig=s1',
      ),
    );
    await videoLoaded();
    expect(api.linkCalls()).toEqual(['/api/lessons/0/link']);
    const lessonsCall = api.fetchMock.mock.calls.find(([url]) => url === '/api/lessons');
    expect(new Headers(lessonsCall?.[1]?.headers).get('token')).toBe('student-token');
  });

  it('lists the eight lessons with their durations', async () => {
    stubApi(aUser());
    renderPage();
    await screen.findAllByRole('listitem');
    const list = screen.getByRole('region', { name: 'Course Lessons' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => [lessonTitle(item), within(item).getByText(/^\d\d:\d\d$/).textContent]),
    ).toEqual([
      ['Demo Lesson', '00:43'],
      ['Lesson 1: Introduction to Trading', '08:35'],
      ['Lesson 2: Introduction to Forex', '09:57'],
      ['Lesson 3: Introduction to Stocks', '03:40'],
      ['Lesson 4: Introduction to Cryptocurrency', '09:58'],
      ['Lesson 5: Fundamental Analysis', '04:06'],
      ['Lesson 6: Technical Analysis', '02:38'],
      ['Lesson 7: Trader Psychology', '09:50'],
    ]);
    await videoLoaded();
  });

  it.each([
    ['NONE', aUser({ course: 'NONE', balance: 0 })],
    ['SILVER', aUser({ course: 'SILVER', balance: 100 })],
    ['gold in lower case', aUser({ course: 'gold', balance: 0 })],
    ['a custom course', aUser({ course: 'VIP Mentoring', balance: 0 })],
    ['a balance of 499.99', aUser({ course: 'NONE', balance: 499.99 })],
  ])('locks lessons 1 to 7 and shows the notice for %s', async (_, user) => {
    stubApi(user);
    renderPage();
    expect(await screen.findByText(NOTICE)).toHaveTextContent(
      'The demo lesson is free. The full course opens with the PLATINUM course or a balance of more than $500.',
    );
    expect(lockedLessons()).toEqual([
      'Lesson 1: Introduction to Trading',
      'Lesson 2: Introduction to Forex',
      'Lesson 3: Introduction to Stocks',
      'Lesson 4: Introduction to Cryptocurrency',
      'Lesson 5: Fundamental Analysis',
      'Lesson 6: Technical Analysis',
      'Lesson 7: Trader Psychology',
    ]);
    expect(
      within(lessonButton('Demo Lesson')).getByRole('img', { name: 'Available' }),
    ).toBeTruthy();
  });

  it.each([
    ['PLATINUM', aUser({ course: 'PLATINUM', balance: 0 })],
    ['platinum in lower case', aUser({ course: 'platinum', balance: 0 })],
    ['a balance of exactly 500', aUser({ course: 'NONE', balance: 500 })],
    ['GOLD with a balance of 750', aUser({ course: 'GOLD', balance: 750 })],
  ])('opens every lesson without the notice for %s', async (_, user) => {
    stubApi(user);
    renderPage();
    await waitFor(() => expect(lockedLessons()).toEqual([]));
    await videoLoaded();
    expect(screen.getAllByRole('img', { name: 'Available' })).toHaveLength(8);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('lists a lesson staff have just published, where the API places it', async () => {
    const api = stubApi(aUser({ course: 'PLATINUM' }));
    const added: LessonItem = {
      id: 8,
      title: 'Lesson 8: Options',
      duration: '12:05',
      isLocked: false,
      opensWith: { free: false, courses: ['PLATINUM'], minBalance: null },
      positionSeconds: 0,
      completed: false,
    };
    api.fetchMock.mockImplementation((url: string) =>
      url === '/api/lessons'
        ? Promise.resolve(
            json(200, {
              status: 200,
              data: [...lessonItems(aUser({ course: 'PLATINUM' }), {}), added],
            }),
          )
        : Promise.resolve(json(200, { url: '/api/content/x.mp4', expiresAt: '2030-01-01' })),
    );
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9));
    expect(lessonButton('Lesson 8: Options')).toHaveTextContent('12:05');
  });

  it('says so when the lessons cannot be loaded, and offers none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = stubApi(aUser());
    api.fetchMock.mockImplementation(() =>
      Promise.resolve(json(500, { statusCode: 500, message: 'Internal error' })),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The lessons could not be loaded');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(api.linkCalls()).toEqual([]);
  });

  it('shows a lock and the premium text for a locked lesson, without asking for its video', async () => {
    const api = stubApi(aUser({ course: 'SILVER' }));
    renderPage();
    await screen.findByText(NOTICE);
    await videoLoaded();

    await userEvent.click(lessonButton('Lesson 4: Introduction to Cryptocurrency'));
    expect(lessonButton('Lesson 4: Introduction to Cryptocurrency')).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(lessonButton('Demo Lesson')).not.toHaveAttribute('aria-current');
    expect(
      within(player()).getByRole('heading', { name: 'Lesson 4: Introduction to Cryptocurrency' }),
    ).toBeInTheDocument();
    expect(within(player()).getByText('Duration: 09:58')).toBeInTheDocument();
    expect(within(player()).getByText(PREMIUM_ONLY)).toBeInTheDocument();
    expect(within(player()).getByTestId('LockIcon')).toBeInTheDocument();
    expect(video()).toBeNull();
    expect(spinner()).not.toBeInTheDocument();
    expect(api.linkCalls()).toEqual(['/api/lessons/0/link']);

    await userEvent.click(lessonButton('Demo Lesson'));
    expect(screen.queryByText(PREMIUM_ONLY)).not.toBeInTheDocument();
    await videoLoaded();
  });

  it('loads a selected lesson into the player, with a spinner until the video loads', async () => {
    const api = stubApi(aUser({ course: 'PLATINUM' }));
    renderPage();
    await waitFor(() => expect(lockedLessons()).toEqual([]));
    await videoLoaded();

    await userEvent.click(lessonButton('Lesson 3: Introduction to Stocks'));
    expect(
      within(player()).getByRole('heading', { name: 'Lesson 3: Introduction to Stocks' }),
    ).toBeInTheDocument();
    expect(within(player()).getByText('Duration: 03:40')).toBeInTheDocument();
    expect(spinner()).toBeInTheDocument();
    await waitFor(() => expect(video()?.getAttribute('src')).toMatch(/lesson-3\.mp4\?.*sig=s2$/));
    expect(video()).toHaveAccessibleName('Lesson 3: Introduction to Stocks');
    expect(spinner()).toBeInTheDocument();
    fireEvent.loadedMetadata(video()!);
    await waitFor(() => expect(spinner()).not.toBeInTheDocument());
    expect(screen.queryByText(PREMIUM_ONLY)).not.toBeInTheDocument();
    expect(api.linkCalls()).toEqual(['/api/lessons/0/link', '/api/lessons/3/link']);
  });

  it('resumes at the same position with a fresh link when the expired one fails', async () => {
    const api = stubApi(aUser({ course: 'PLATINUM' }));
    renderPage();
    await waitFor(() => expect(lockedLessons()).toEqual([]));
    const first = await videoLoaded();
    await act(() => first.play());
    first.currentTime = 21.5;
    fireEvent.timeUpdate(first);

    fireEvent.error(first);
    await waitFor(() => expect(video()).not.toBe(first));
    const second = video()!;
    expect(second.getAttribute('src')).toMatch(/lesson-0\.mp4\?.*sig=s2$/);
    expect(spinner()).toBeInTheDocument();
    fireEvent.loadedMetadata(second);
    expect(second.currentTime).toBe(21.5);
    expect(second.paused).toBe(false);
    await waitFor(() => expect(spinner()).not.toBeInTheDocument());

    // It played on, so the next expiry is recovered from as well.
    second.currentTime = 30;
    fireEvent.timeUpdate(second);
    fireEvent.error(second);
    await waitFor(() => expect(video()?.getAttribute('src')).toMatch(/sig=s3$/));
    fireEvent.loadedMetadata(video()!);
    expect(video()!.currentTime).toBe(30);
    expect(api.linkCalls()).toEqual([
      '/api/lessons/0/link',
      '/api/lessons/0/link',
      '/api/lessons/0/link',
    ]);
  });

  it('keeps a paused video paused at its position after a fresh link', async () => {
    stubApi(aUser({ course: 'PLATINUM' }));
    renderPage();
    await waitFor(() => expect(lockedLessons()).toEqual([]));
    const first = await videoLoaded();
    first.currentTime = 12;

    fireEvent.error(first);
    await waitFor(() => expect(video()).not.toBe(first));
    fireEvent.loadedMetadata(video()!);
    expect(video()!.currentTime).toBe(12);
    expect(video()!.paused).toBe(true);
  });

  it('gives up when a fresh link fails too before anything played, and offers a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi(aUser({ course: 'PLATINUM' }));
    renderPage();
    await waitFor(() => expect(lockedLessons()).toEqual([]));
    const first = await videoLoaded();

    fireEvent.error(first);
    await waitFor(() => expect(video()).not.toBe(first));
    fireEvent.error(video()!);
    expect(await screen.findByText('The video could not be loaded.')).toBeInTheDocument();
    expect(video()).toBeNull();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await videoLoaded();
    expect(api.linkCalls()).toHaveLength(3);
  });

  describe('progress', () => {
    const platinum = aUser({ course: 'PLATINUM' });
    const withDuration = (element: HTMLVideoElement, seconds: number) =>
      Object.defineProperty(element, 'duration', { value: seconds, configurable: true });

    it('opens the lesson the address names and resumes where the student stopped', async () => {
      const api = stubApi(platinum, { 3: { positionSeconds: 95.5, completed: false } });
      renderPage('/education/video?lesson=3');
      await waitFor(() =>
        expect(lessonButton('Lesson 3: Introduction to Stocks')).toHaveAttribute(
          'aria-current',
          'true',
        ),
      );
      await waitFor(() => expect(video()?.getAttribute('src')).toMatch(/lesson-3\.mp4/));
      withDuration(video()!, 220);
      fireEvent.loadedMetadata(video()!);
      expect(video()!.currentTime).toBe(95.5);
      expect(api.linkCalls()).toEqual(['/api/lessons/3/link']);
    });

    it('starts a lesson watched to its end from the beginning', async () => {
      stubApi(platinum, { 0: { positionSeconds: 43, completed: true } });
      renderPage();
      await waitFor(() => expect(video()).not.toBeNull());
      withDuration(video()!, 43.2);
      fireEvent.loadedMetadata(video()!);
      expect(video()!.currentTime).toBe(0);
    });

    it('ticks the lessons the student has completed, with a label', async () => {
      stubApi(platinum, {
        1: { positionSeconds: 500, completed: true },
        2: { positionSeconds: 30, completed: false },
      });
      renderPage();
      const completed = await screen.findAllByRole('img', { name: 'Completed' });
      expect(completed).toHaveLength(1);
      expect(
        within(lessonButton('Lesson 1: Introduction to Trading')).getByRole('img', {
          name: 'Completed',
        }),
      ).toBeTruthy();
      await videoLoaded();
    });

    it('saves the position on pause, as completed once 90 % of the real duration played, and ticks it', async () => {
      const api = stubApi(platinum);
      renderPage('/education/video?lesson=6');
      await waitFor(() => expect(lockedLessons()).toEqual([]));
      await waitFor(() => expect(video()).not.toBeNull());
      const element = video()!;
      // The real video is 12 s long, whatever the catalogue says (02:38).
      withDuration(element, 12);
      fireEvent.loadedMetadata(element);
      element.currentTime = 10.5;
      fireEvent.pause(element);
      await waitFor(() =>
        expect(api.saves()).toEqual([
          {
            url: '/api/lessons/6/progress',
            body: { positionSeconds: 10.5, completed: false },
            keepalive: false,
          },
        ]),
      );
      element.currentTime = 10.8;
      fireEvent.pause(element);
      await waitFor(() => expect(api.saves()).toHaveLength(2));
      expect(api.saves()[1].body).toEqual({ positionSeconds: 10.8, completed: true });
      expect(
        await within(lessonButton('Lesson 6: Technical Analysis')).findByRole('img', {
          name: 'Completed',
        }),
      ).toBeTruthy();
      // Pausing again where it already stands sends nothing new.
      fireEvent.pause(element);
      expect(api.saves()).toHaveLength(2);
    });

    it('saves every 10 seconds while the lesson plays', async () => {
      let now = 1_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => now);
      const api = stubApi(platinum);
      renderPage();
      const element = await videoLoaded();
      withDuration(element, 43);
      await act(() => element.play());
      element.currentTime = 4;
      fireEvent.timeUpdate(element);
      now += 9_000;
      element.currentTime = 13;
      fireEvent.timeUpdate(element);
      expect(api.saves()).toEqual([]);
      now += 1_000;
      element.currentTime = 14;
      fireEvent.timeUpdate(element);
      expect(api.saves().map((save) => save.body)).toEqual([
        { positionSeconds: 14, completed: false },
      ]);
      now += 10_000;
      element.currentTime = 24;
      fireEvent.timeUpdate(element);
      expect(api.saves().map((save) => save.body)).toEqual([
        { positionSeconds: 14, completed: false },
        { positionSeconds: 24, completed: false },
      ]);
    });

    it('saves the lesson being left when another is chosen', async () => {
      const api = stubApi(platinum);
      renderPage();
      const element = await videoLoaded();
      element.currentTime = 7.25;
      fireEvent.timeUpdate(element);
      await userEvent.click(lessonButton('Lesson 2: Introduction to Forex'));
      expect(api.saves()).toEqual([
        {
          url: '/api/lessons/0/progress',
          body: { positionSeconds: 7.25, completed: false },
          keepalive: false,
        },
      ]);
      await waitFor(() => expect(video()?.getAttribute('src')).toMatch(/lesson-2\.mp4/));
    });

    it('saves with keepalive when the page is hidden or closed', async () => {
      const api = stubApi(platinum);
      renderPage();
      const element = await videoLoaded();
      element.currentTime = 20;
      fireEvent.timeUpdate(element);
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(api.saves()).toEqual([
        {
          url: '/api/lessons/0/progress',
          body: { positionSeconds: 20, completed: false },
          keepalive: true,
        },
      ]);
      const [, init] = api.fetchMock.mock.calls.find(([url]) => url.endsWith('/progress'))!;
      expect(new Headers(init?.headers).get('token')).toBe('student-token');
    });
  });
});
