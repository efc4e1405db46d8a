/**
 * Test fixtures shared by the API tests, both apps' component tests and the browser tests.
 * Imported as `@academy/contracts/testing`, never from production code.
 */
import { TIERS } from '../catalogue.js';
import type { PublicConfig } from '../config.js';
import type { RegisterRequest } from '../auth.js';
import type { User } from '../user.js';

/** Passes every rule of the password policy. */
export const STRONG_PASSWORD = 'Str0ng!pass';
/** A second password that passes the policy, for changes and resets. */
export const OTHER_STRONG_PASSWORD = 'N3w!password';

/** A user as GET /api/user and the admin lists return one; override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? 7;
  return {
    id,
    user_id: id,
    username: 'Anna',
    lastname: 'Petrova',
    email: `anna${id}@example.com`,
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

/** GET /api/config as the apps receive it, with placeholder links. */
export function aPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    marketingUrl: 'https://academy.example',
    tradingDeskUrl: 'https://desk.example',
    communityUrl: 'https://community.example',
    courseUrls: { silver: '/', gold: '/', platinum: '/' },
    coinummUrl: '/',
    revoxpayUrl: '/',
    cryptoAddresses: { btc: '', eth: '', 'usdt-trc20': '', 'usdt-erc20': '' },
    geoLookupUrl: null,
    paymentProvider: 'sandbox',
    tiers: TIERS,
    ...overrides,
  };
}

let registrationCounter = 0;

/**
 * A valid POST /api/register body with an e-mail no other call has used: the counter keeps one
 * process's calls apart, the random part separate processes (test workers).
 */
export function aRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  registrationCounter += 1;
  const unique = `${Date.now().toString(36)}${registrationCounter}${Math.random().toString(36).slice(2, 8)}`;
  return {
    username: 'Anna',
    lastname: 'Petrova',
    email: `student.${unique}@example.com`,
    contact: '+79123456789',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}
