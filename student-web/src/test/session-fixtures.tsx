import type { User } from '@academy/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionContext, type Session } from '../features/session/SessionProvider';

/** A signed-in student as GET /api/user returns one; tests override what they are about. */
export function aStudent(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    user_id: 7,
    username: 'Anna',
    lastname: 'Petrova',
    email: 'anna@example.com',
    contact: '+79123456789',
    balance: 0,
    course: 'NONE',
    overdraft: false,
    overdraft_expires_at: null,
    avatar: null,
    // Noon UTC is the same calendar day in every time zone the tests may run in.
    created_at: '2026-11-22T12:00:00.000Z',
    last_activity: null,
    ...overrides,
  };
}

export function aSession(user: User | null, overrides: Partial<Session> = {}): Session {
  return {
    user,
    loading: false,
    error: null,
    isAuthenticated: user !== null,
    signIn: vi.fn(),
    refreshUser: vi.fn().mockResolvedValue(undefined),
    signOut: vi.fn(),
    ...overrides,
  };
}

/** Renders a layout part at `path` inside the router, with /login as a place to land on. */
export function renderInLayout(
  ui: ReactElement,
  { session = aSession(aStudent()), path = '/dashboard' } = {},
) {
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>Login screen</p>} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}
