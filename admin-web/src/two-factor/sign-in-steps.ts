import { HttpError } from 'react-admin';
import type {
  AdminLoginAnswer,
  AdminLoginResponse,
  AdminTwoFactorChallenge,
  AdminTwoFactorEnrolmentResponse,
  ApiError,
  TwoFactorSetup,
} from '@academy/contracts';
import { API_BASE_URL } from '../config/env';

/**
 * The password was right and the API wants a second step (a code, or enrolment first): thrown by
 * the auth provider's login so that the sign-in page shows that step.
 */
export class TwoFactorStep extends Error {
  constructor(readonly step: AdminTwoFactorChallenge) {
    super('academy.twoFactor.stepRequired');
  }
}

/** A sign-in call without a token: a refusal keeps the API's answer, for the page to word. */
async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/admin/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('ra.auth.network_error');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new HttpError(answer?.message ?? 'ra.auth.sign_in_error', response.status, answer);
  }
  return (await response.json()) as T;
}

export const signInWithPassword = (username: string, password: string) =>
  post<AdminLoginAnswer>('login', { username, password });

/** A TOTP code or a recovery code for a `twoFactorRequired` challenge. */
export const signInWithCode = (challenge: string, code: string) =>
  post<AdminLoginResponse>('login/2fa', { challenge, code });

/** Enrolment during sign-in: a secret for the challenge's account, then a code from it. */
export const enrolmentSetup = (challenge: string) =>
  post<TwoFactorSetup>('login/2fa/setup', { challenge });

export const enrolmentEnable = (challenge: string, code: string) =>
  post<AdminTwoFactorEnrolmentResponse>('login/2fa/enable', { challenge, code });

/** Ends the session on the API, so the token stops working everywhere, not only here. */
export async function endSession(token: string): Promise<void> {
  await fetch(`${API_BASE_URL}/admin/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => undefined);
}
