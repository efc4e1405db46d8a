/**
 * An integrator's program: the users who registered today (UTC) and the payments of each.
 *
 *   ACADEMY_URL=https://academy.example.com ACADEMY_API_KEY=ta_… npx tsx integrator.ts
 *
 * The key needs the scopes users:read and payments:read. In this repository, after
 * `npx nx run @academy/api-client:build`:
 *   node --import ./backend/test/support/run-typescript.mjs libs/api-client/examples/integrator.ts
 */
import { createAcademyClient, type ApiError, type Schema } from '@academy/api-client';

type User = Schema<'UserResponse'>;
type Payment = Schema<'AdminPaymentResponse'>;

const PAGE_SIZE = 100;
const RATE_LIMIT_ATTEMPTS = 3;

/** Fetches again after a 429, as long as its Retry-After asks, a few times at most. */
async function fetchRespectingRateLimit(request: Request): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(request.clone());
    const retryAfterSeconds = Number(response.headers.get('retry-after'));
    if (response.status !== 429 || attempt === RATE_LIMIT_ATTEMPTS || !retryAfterSeconds) {
      return response;
    }
    await new Promise((wait) => setTimeout(wait, retryAfterSeconds * 1000));
  }
}

const client = createAcademyClient({
  baseUrl: requiredSetting('ACADEMY_URL'),
  apiKey: requiredSetting('ACADEMY_API_KEY'),
  fetch: fetchRespectingRateLimit,
});

/** Every user whose registration falls on today's UTC date, newest first, page after page. */
async function usersRegisteredToday(): Promise<User[]> {
  const today = new Date().toISOString().slice(0, 10);
  const users: User[] = [];
  for (;;) {
    const { data, error, response } = await client.GET('/api/admin/users', {
      params: {
        query: {
          filter: JSON.stringify({ createdFrom: today, createdTo: today }),
          sort: JSON.stringify(['created_at', 'DESC']),
          range: JSON.stringify([users.length, users.length + PAGE_SIZE - 1]),
        },
      },
    });
    if (error) throw new Error(explain(error));
    users.push(...data);
    if (data.length === 0 || users.length >= totalOf(response)) return users;
  }
}

/** A user's payments, newest first, page after page. */
async function paymentsOf(userId: number): Promise<Payment[]> {
  const payments: Payment[] = [];
  for (;;) {
    const { data, error, response } = await client.GET('/api/admin/payments', {
      params: {
        query: {
          filter: JSON.stringify({ userId }),
          sort: JSON.stringify(['created_at', 'DESC']),
          range: JSON.stringify([payments.length, payments.length + PAGE_SIZE - 1]),
        },
      },
    });
    if (error) throw new Error(explain(error));
    payments.push(...data);
    if (data.length === 0 || payments.length >= totalOf(response)) return payments;
  }
}

/** The total a list announces in its Content-Range header: `users 0-99/1234`. */
function totalOf(response: Response): number {
  const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  if (!total) throw new Error('The list answered without a Content-Range total');
  return Number(total[1]);
}

function explain(error: ApiError): string {
  return `${error.statusCode} ${error.code}: ${error.message}`;
}

function requiredSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}`);
  return value;
}

const users = await usersRegisteredToday();
console.log(`${users.length} user(s) registered today`);
for (const user of users) {
  console.log(`#${user.id} ${user.email} ${user.course} balance ${user.balance.toFixed(2)} USD`);
  for (const payment of await paymentsOf(user.id)) {
    const product = payment.kind === 'course' ? payment.tier : 'top-up';
    console.log(
      `  ${payment.createdAt} ${payment.status} ${payment.amount} ${payment.currency} ${product}`,
    );
  }
}
