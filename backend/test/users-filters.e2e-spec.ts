import { DataSource } from 'typeorm';
import type { ApiError, BulkBalancePreview, User } from '@academy/contracts';
import { finishedJob } from './support/bulk-jobs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Person {
  email: string;
  course: string;
  balance: number;
  /** 'running': granted, not yet taken back; 'settled': taken back; 'never'. */
  trial: 'running' | 'settled' | 'never';
  createdAt: string;
  /** How long ago the student was last active, or null for never. */
  activeAgo: number | null;
}

const PEOPLE: Record<string, Person> = {
  anna: {
    email: 'anna@north.example',
    course: 'GOLD',
    balance: 0,
    trial: 'never',
    createdAt: '2026-01-05T10:00:00Z',
    activeAgo: MINUTE,
  },
  boris: {
    email: 'boris@south.example',
    course: 'NONE',
    balance: 150,
    trial: 'running',
    createdAt: '2026-01-31T23:30:00Z',
    activeAgo: 3 * 60 * MINUTE,
  },
  clara: {
    email: 'clara@north.example',
    course: 'VIP mentoring',
    balance: 500,
    trial: 'settled',
    createdAt: '2026-02-01T00:00:00Z',
    activeAgo: 3 * DAY,
  },
  dmitri: {
    email: 'dmitri@south.example',
    course: 'platinum',
    balance: 1200.5,
    trial: 'never',
    createdAt: '2026-03-10T08:00:00Z',
    activeAgo: 30 * DAY,
  },
  elena: {
    email: 'elena@north.example',
    course: 'NONE',
    balance: 99.99,
    trial: 'running',
    createdAt: '2026-03-11T08:00:00Z',
    activeAgo: null,
  },
};

describe('GET /api/admin/users filters', () => {
  let t: TestApp<'admin'>;
  let db: DataSource;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
    db = t.app.get(DataSource);
    const now = Date.now();
    for (const [name, person] of Object.entries(PEOPLE)) {
      const { id } = await t.student({ email: person.email });
      ids[name] = id;
      const expires = person.trial === 'never' ? null : new Date(now + DAY);
      const settled = person.trial === 'settled' ? new Date(now) : null;
      await db.query(
        `UPDATE users SET course = $2, balance = $3, overdraft = $4, overdraft_expires_at = $5,
           overdraft_settled_at = $6, created_at = $7, last_activity = $8 WHERE id = $1`,
        [
          id,
          person.course,
          person.balance,
          person.trial !== 'never',
          expires,
          settled,
          person.createdAt,
          person.activeAgo === null ? null : new Date(now - person.activeAgo),
        ],
      );
    }
  });
  afterAll(() => t.close());

  const list = (filter: object) =>
    t.http
      .get('/api/admin/users')
      .set('Authorization', t.tokens.admin)
      .query({ filter: JSON.stringify(filter) });

  /** The names of the users a filter matches, in the list's order (newest first). */
  const matching = async (filter: object): Promise<string[]> => {
    const response = await list(filter).expect(200);
    const users = response.body as User[];
    expect(response.headers['content-range']).toMatch(new RegExp(`/${users.length}$`));
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return users.map((user) => names[user.id]);
  };

  const refused = async (filter: object): Promise<string> =>
    ((await list(filter).expect(400)).body as ApiError).message;

  describe('course', () => {
    it('matches a preset in any letter case', async () => {
      expect(await matching({ course: 'gold' })).toEqual(['anna']);
      expect(await matching({ course: 'PLATINUM' })).toEqual(['dmitri']);
    });

    it('matches no course with NONE', async () => {
      expect(await matching({ course: 'NONE' })).toEqual(['elena', 'boris']);
    });

    it('matches every non-preset course with CUSTOM, and one by its name', async () => {
      expect(await matching({ course: 'CUSTOM' })).toEqual(['clara']);
      expect(await matching({ course: 'vip mentoring' })).toEqual(['clara']);
    });
  });

  describe('balance range', () => {
    it('bounds the balance from below, above or both, inclusively', async () => {
      expect(await matching({ balanceMin: 500 })).toEqual(['dmitri', 'clara']);
      expect(await matching({ balanceMax: 99.99 })).toEqual(['elena', 'anna']);
      expect(await matching({ balanceMin: 100, balanceMax: 500 })).toEqual(['clara', 'boris']);
    });

    it('takes amounts as text, as an address carries them', async () => {
      expect(await matching({ balanceMin: '1000' })).toEqual(['dmitri']);
    });
  });

  describe('overdraft', () => {
    it('true matches running trials only; false everyone else', async () => {
      expect(await matching({ overdraft: true })).toEqual(['elena', 'boris']);
      expect(await matching({ overdraft: 'false' })).toEqual(['dmitri', 'clara', 'anna']);
    });
  });

  describe('registered between', () => {
    it('includes the whole end date and starts at the start date', async () => {
      expect(await matching({ createdFrom: '2026-01-31', createdTo: '2026-02-01' })).toEqual([
        'clara',
        'boris',
      ]);
      expect(await matching({ createdTo: '2026-01-31' })).toEqual(['boris', 'anna']);
      expect(await matching({ createdFrom: '2026-03-11' })).toEqual(['elena']);
    });

    it('takes a full instant with its time zone', async () => {
      expect(
        await matching({ createdFrom: '2026-01-31T23:00:00Z', createdTo: '2026-02-01T00:00:00Z' }),
      ).toEqual(['clara', 'boris']);
    });
  });

  describe('activity', () => {
    it('online, today and week each include the more recent ones', async () => {
      expect(await matching({ activity: 'online' })).toEqual(['anna']);
      expect(await matching({ activity: 'today' })).toEqual(['boris', 'anna']);
      expect(await matching({ activity: 'week' })).toEqual(['clara', 'boris', 'anna']);
    });

    it('older matches those last seen before the week and those never seen', async () => {
      expect(await matching({ activity: 'older' })).toEqual(['elena', 'dmitri']);
    });
  });

  describe('combined', () => {
    it('every condition must hold, the search box included', async () => {
      expect(await matching({ q: 'north', course: 'NONE' })).toEqual(['elena']);
      expect(await matching({ q: 'south', balanceMin: 100 })).toEqual(['dmitri', 'boris']);
      expect(await matching({ q: 'north', overdraft: false })).toEqual(['clara', 'anna']);
      expect(await matching({ q: 'north', activity: 'week', createdTo: '2026-01-31' })).toEqual([
        'anna',
      ]);
      expect(
        await matching({ q: 'south', course: 'NONE', overdraft: true, activity: 'today' }),
      ).toEqual(['boris']);
      expect(await matching({ q: 'north', course: 'PLATINUM' })).toEqual([]);
    });
  });

  describe('bad values', () => {
    it.each([
      [{ course: '' }, /^course must be one of NONE, SILVER, GOLD, PLATINUM, CUSTOM/],
      [{ balanceMin: 'lots' }, /^balanceMin must be an amount in USD$/],
      [{ balanceMax: [1] }, /^balanceMax must be an amount in USD$/],
      [{ balanceMin: 10, balanceMax: 5 }, /^balanceMin must not be greater than balanceMax$/],
      [{ overdraft: 'yes' }, /^overdraft must be true or false$/],
      [{ createdFrom: '31.01.2026' }, /^createdFrom must be a date/],
      [{ createdTo: '2026-02-30' }, /^createdTo is not a real date$/],
      [{ createdFrom: '2026-01-10T10:00:00' }, /^createdFrom must be a date/],
      [
        { createdFrom: '2026-03-01', createdTo: '2026-02-01' },
        /^createdFrom must not be after createdTo$/,
      ],
      [{ activity: 'yesterday' }, /^activity must be one of online, today, week, older$/],
    ])('refuses %j with 400 and a message naming it', async (filter, message) => {
      expect(await refused(filter)).toMatch(message);
    });
  });

  describe('GET /api/admin/users/export.csv', () => {
    it('exports exactly the users the same filter lists', async () => {
      const response = await t.http
        .get('/api/admin/users/export.csv')
        .set('Authorization', t.tokens.admin)
        .query({ filter: JSON.stringify({ q: 'north', balanceMax: 100 }) })
        .expect(200);
      const emails = response.text
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[3]);
      expect(emails).toEqual([PEOPLE.elena.email, PEOPLE.anna.email]);
    });

    it('refuses a bad filter with 400 before any download', async () => {
      const response = await t.http
        .get('/api/admin/users/export.csv')
        .set('Authorization', t.tokens.admin)
        .query({ filter: JSON.stringify({ activity: 'sometimes' }) })
        .expect(400);
      expect((response.body as ApiError).message).toMatch(/^activity must be one of/);
    });
  });

  describe('bulk balance with a filter', () => {
    const bulk = (path: string, body: object) =>
      t.http.post(`/api/admin/users/${path}`).set('Authorization', t.tokens.admin).send(body);

    it('previews and changes exactly the users the filter matches', async () => {
      const filter = { q: 'south', course: 'NONE', overdraft: true };
      const preview = (
        await bulk('bulk-balance/preview', { filter, mode: 'add', amount: 10 }).expect(200)
      ).body as BulkBalancePreview;
      expect(preview).toEqual({ count: 1, totalChange: 10 });
      const started = await bulk('bulk-balance', { filter, mode: 'add', amount: 10 }).expect(202);
      const job = await finishedJob(t.http, t.tokens.admin, started);
      expect(job).toMatchObject({ status: 'done', total: 1, succeeded: 1, refused: 0 });
      expect((await t.ledger(ids.boris)).at(-1)).toMatchObject({ delta: 10, balanceAfter: 160 });
      const undo = await bulk('bulk-balance', { filter, mode: 'add', amount: -10 }).expect(202);
      expect(await finishedJob(t.http, t.tokens.admin, undo)).toMatchObject({ succeeded: 1 });
    });

    it('takes the date, balance and activity conditions too', async () => {
      const filter = { createdFrom: '2026-02-01', balanceMin: 1000, activity: 'older' };
      const preview = (
        await bulk('bulk-balance/preview', { filter, mode: 'set', amount: 1000 }).expect(200)
      ).body as BulkBalancePreview;
      expect(preview).toEqual({ count: 1, totalChange: -200.5 });
    });

    it('refuses a bad filter with 400 and changes nothing', async () => {
      const response = await bulk('bulk-balance', {
        filter: { balanceMin: 'much' },
        mode: 'set',
        amount: 0,
      }).expect(400);
      expect((response.body as ApiError).message).toBe('balanceMin must be an amount in USD');
      const unchanged = await matching({ balanceMin: 0.01 });
      expect(unchanged).toHaveLength(4);
    });

    it('refuses a filter key it does not know', async () => {
      await bulk('bulk-balance/preview', {
        filter: { colour: 'red' },
        mode: 'add',
        amount: 1,
      }).expect(400);
    });
  });
});
