import { aUser } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { json, pending, stubApi, type Handler } from '../test/api-stub';
import { renderWithProviders } from '../test/render';
import { RequireAuth } from './guards';
import { SESSION_CHECK_TIMEOUT_MS } from './session/api/fetch-current-user';

const TOKEN = JSON.stringify('student-token');

function renderMainArea(userAnswer?: Handler) {
  const fetchMock = stubApi(userAnswer ? { 'GET /user': userAnswer } : {});
  renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/login" element={<p>Login screen</p>} />
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<p>Dashboard screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(RequireAuth.name, () => {
  it('shows the main area once the stored token brings a user', async () => {
    localStorage.setItem('token', TOKEN);
    renderMainArea(() => json({ status: 200, data: aUser() }));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('goes to /login without asking the API when there is no token', async () => {
    const fetchMock = renderMainArea();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a token the API refuses (401) and goes to /login', async () => {
    localStorage.setItem('token', TOKEN);
    renderMainArea(() => json({ statusCode: 401, message: 'Unauthorized' }, 401));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['no answer comes', undefined],
    ['the request is aborted', () => Promise.reject(new DOMException('Aborted', 'AbortError'))],
    ['the server fails', () => json({ statusCode: 500, message: 'Internal server error' }, 500)],
    ['the server is unavailable', () => json({ statusCode: 503, message: 'Unavailable' }, 503)],
  ])('keeps the token when %s, says so and offers to try again', async (_, userAnswer) => {
    localStorage.setItem('token', TOKEN);
    const fetchMock = renderMainArea(userAnswer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user data');
    expect(alert).toHaveTextContent('You are still signed in');
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch user data', expect.anything());

    stubApi({ 'GET /user': () => json({ status: 200, data: aUser() }) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up a session check that gets no answer in time, keeping the token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      localStorage.setItem('token', TOKEN);
      renderMainArea(
        (_body, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            );
          }),
      );
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS);
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data');
      expect(localStorage.getItem('token')).toBe(TOKEN);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the session again behind the spinner when asked to try again', async () => {
    localStorage.setItem('token', TOKEN);
    renderMainArea(() => json({ statusCode: 503, message: 'Unavailable' }, 503));
    await screen.findByRole('alert');
    const answer = pending();
    stubApi({ 'GET /user': () => answer.reply });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(TOKEN);
    answer.resolve(json({ status: 200, data: aUser() }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('signs out when the retry is refused with a 401', async () => {
    localStorage.setItem('token', TOKEN);
    renderMainArea(() => json({ statusCode: 500, message: 'Internal server error' }, 500));
    await screen.findByRole('alert');
    stubApi({ 'GET /user': () => json({ statusCode: 401, message: 'Unauthorized' }, 401) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
