import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  type ApiError,
  type BookItem,
  type ContentLink,
  type ItemsEnvelope,
  type LessonItem,
} from '@academy/contracts';
import { ContentLinkSigner } from '../src/modules/content/content-link.signer.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SEED_BOOKS, SEED_LESSONS } from '@academy/contracts/seed';

const FILE_SIZE = 4096;
const FILE_BYTES = Buffer.from(Array.from({ length: FILE_SIZE }, (_, index) => index % 251));
const BOOK_PATH = 'books/forex-for-beginners.pdf';
const VIDEO_PATH = 'lessons/lesson-0.mp4';
const MISSING_VIDEO_ID = 7;
const SECRET_INSIDE = 'SECRET-INSIDE-CONTENT-DIR';
const SECRET_OUTSIDE = 'SECRET-OUTSIDE-CONTENT-DIR';

interface Access {
  course: string;
  balance: number;
}

/** A content dir of small known files: every book and lesson but the last, and one stray file. */
function contentFixture() {
  const root = mkdtempSync(join(tmpdir(), 'academy-content-'));
  const contentDir = join(root, 'content');
  const files = [
    ...SEED_BOOKS.map((book) => book.file),
    ...SEED_LESSONS.filter((lesson) => lesson.id !== MISSING_VIDEO_ID).map((lesson) => lesson.file),
  ];
  for (const path of files) {
    mkdirSync(join(contentDir, path, '..'), { recursive: true });
    writeFileSync(join(contentDir, path), FILE_BYTES);
  }
  writeFileSync(join(contentDir, 'books/secret.pdf'), SECRET_INSIDE);
  writeFileSync(join(root, 'outside.txt'), SECRET_OUTSIDE);
  return { root, contentDir };
}

/** Reads any answer body as bytes, whatever its type. */
function binary(response: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('content', () => {
  const fixture = contentFixture();
  let t: TestApp;
  let db: DataSource;
  let signer: ContentLinkSigner;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { CONTENT_DIR: fixture.contentDir, CONTENT_LINK_TTL_SECONDS: '120' },
    });
    db = t.app.get(DataSource);
    signer = t.app.get(ContentLinkSigner);
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(fixture.root, { recursive: true, force: true });
  });

  /** A student whose stored course and balance are exactly these (set in the database). */
  async function studentWith(access: Access) {
    const student = await t.student();
    await db.query('UPDATE users SET course = $2, balance = $3 WHERE id = $1', [
      student.id,
      access.course,
      access.balance,
    ]);
    return student;
  }

  const books = async (token?: string) => {
    const call = t.http.get('/api/books');
    if (token) void call.set('token', token);
    return ((await call.expect(200)).body as ItemsEnvelope<BookItem>).data;
  };
  const lessons = async (token?: string) => {
    const call = t.http.get('/api/lessons');
    if (token) void call.set('token', token);
    return ((await call.expect(200)).body as ItemsEnvelope<LessonItem>).data;
  };
  const link = async (kind: 'books' | 'lessons', id: number, token: string) =>
    (await t.http.get(`/api/${kind}/${id}/link`).set('token', token).expect(200))
      .body as ContentLink;
  const file = (url: string) => t.http.get(url).buffer(true).parse(binary);

  /** Sends the path byte for byte: no client normalises dot segments or re-encodes it. */
  function raw(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      });
      call.on('error', reject);
      call.end();
    });
  }

  const inAMinute = () => Math.floor(Date.now() / 1000) + 60;

  describe('GET /api/books', () => {
    it('lists the seven books, all locked for a visitor, without their file paths', async () => {
      const data = await books();
      expect(data.map((book) => book.id)).toEqual(SEED_BOOKS.map((book) => book.id));
      expect(data[0]).toEqual({
        id: 1,
        title: 'Forex for Beginners',
        description: SEED_BOOKS[0].description,
        image: '/books/forex-for-beginners.jpg',
        isLocked: true,
        // Whoever asks reads what opens it: every tier, by the names users hold.
        opensWith: { free: false, courses: ['SILVER', 'GOLD', 'PLATINUM'], minBalance: null },
      });
      expect(data.every((book) => book.isLocked)).toBe(true);
      expect(JSON.stringify(data)).not.toContain('.pdf');
      const empty = await t.http.get('/api/books').set('token', '').expect(200);
      expect((empty.body as ItemsEnvelope<BookItem>).data.every((book) => book.isLocked)).toBe(
        true,
      );
    });

    it.each(['SILVER', 'GOLD', 'PLATINUM', 'silver', 'Gold', 'platinum'])(
      'opens every book for course %j',
      async (course) => {
        const { token } = await studentWith({ course, balance: 0 });
        expect((await books(token)).map((book) => book.isLocked)).toEqual(
          SEED_BOOKS.map(() => false),
        );
      },
    );

    it.each(['NONE', '', 'Gold Plus', 'Custom course', 'OVERDRAFT'])(
      'keeps every book locked for course %j, whatever the balance',
      async (course) => {
        const { token } = await studentWith({ course, balance: 100_000 });
        expect((await books(token)).every((book) => book.isLocked)).toBe(true);
      },
    );

    it('follows a course change at once', async () => {
      const student = await studentWith({ course: 'NONE', balance: 0 });
      expect((await books(student.token))[0].isLocked).toBe(true);
      await t.http
        .put(`/api/user/${student.id}/course`)
        .set('Authorization', await t.staff('admin'))
        .send({ course: 'silver' })
        .expect(200);
      expect((await books(student.token))[0].isLocked).toBe(false);
    });

    it('answers 401 for a token that is sent but invalid', async () => {
      await t.http.get('/api/books').set('token', 'not-a-token').expect(401);
    });
  });

  describe('GET /api/lessons', () => {
    const openIds = (data: LessonItem[]) =>
      data.filter((lesson) => !lesson.isLocked).map((lesson) => lesson.id);
    const ALL = SEED_LESSONS.map((lesson) => lesson.id);

    it('lists the eight lessons with durations, only the demo open for a visitor', async () => {
      const data = await lessons();
      expect(data).toHaveLength(8);
      expect(data[3]).toEqual({
        id: 3,
        title: 'Lesson 3: Introduction to Stocks',
        duration: '03:40',
        isLocked: true,
        opensWith: { free: false, courses: ['PLATINUM'], minBalance: 500 },
        positionSeconds: 0,
        completed: false,
      });
      expect(openIds(data)).toEqual([0]);
      expect(JSON.stringify(data)).not.toContain('.mp4');
    });

    it.each<[string, Access, number[]]>([
      ['balance 499.99', { course: 'NONE', balance: 499.99 }, [0]],
      ['balance 500', { course: 'NONE', balance: 500 }, ALL],
      ['balance 500.01', { course: '', balance: 500.01 }, ALL],
      ['PLATINUM with no balance', { course: 'PLATINUM', balance: 0 }, ALL],
      ['platinum in lower case', { course: 'platinum', balance: 0 }, ALL],
      ['GOLD and 499.99', { course: 'GOLD', balance: 499.99 }, [0]],
      ['SILVER', { course: 'SILVER', balance: 0 }, [0]],
      ['a custom course named like a tier', { course: 'Platinum Plus', balance: 10 }, [0]],
      ['NONE', { course: 'NONE', balance: 0 }, [0]],
      ['an empty course', { course: '', balance: 0 }, [0]],
    ])('opens the right lessons for %s', async (_, access, expected) => {
      const { token } = await studentWith(access);
      expect(openIds(await lessons(token))).toEqual(expected);
    });

    it('reads the balance from the database on every call', async () => {
      const student = await studentWith({ course: 'NONE', balance: 499.99 });
      expect(openIds(await lessons(student.token))).toEqual([0]);
      await db.query('UPDATE users SET balance = 500 WHERE id = $1', [student.id]);
      expect(openIds(await lessons(student.token))).toEqual(ALL);
    });

    it('answers 401 for a token that is sent but invalid', async () => {
      await t.http.get('/api/lessons').set('token', '"expired.or.forged"').expect(401);
    });
  });

  describe('GET /api/books/:id/link', () => {
    it('gives an entitled student a signed URL that lives CONTENT_LINK_TTL_SECONDS', async () => {
      const student = await studentWith({ course: 'gold', balance: 0 });
      const before = Math.floor(Date.now() / 1000);
      const { url, expiresAt } = await link('books', 1, student.token);
      const exp = Date.parse(expiresAt) / 1000;
      expect(exp).toBeGreaterThanOrEqual(before + 120);
      expect(exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 120);
      const [path, search] = url.split('?') as [string, string];
      expect(path).toBe(`/api/content/${BOOK_PATH}`);
      const query = Object.fromEntries(new URLSearchParams(search));
      expect(query).toMatchObject({ u: String(student.id), exp: String(exp) });
      expect(signer.verify(BOOK_PATH, query, before)).toEqual({
        userId: student.id,
        expiresAt: exp,
      });
      expect(url).toMatch(/&sig=[A-Za-z0-9_-]{43}$/);
    });

    it.each(['NONE', '', 'VIP'])('answers 403 CONTENT_LOCKED for course %j', async (course) => {
      const { token } = await studentWith({ course, balance: 1000 });
      const response = await t.http.get('/api/books/1/link').set('token', token).expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'CONTENT_LOCKED',
        message: 'This book is open only to the courses or the balance its access rule names',
      });
    });

    it('answers 404 for an unknown book, 400 for an id that is not a number', async () => {
      const { token } = await studentWith({ course: 'SILVER', balance: 0 });
      for (const id of [0, 8, 999999]) {
        const response = await t.http.get(`/api/books/${id}/link`).set('token', token).expect(404);
        expect((response.body as ApiError).message).toBe('Book not found');
      }
      await t.http.get('/api/books/one/link').set('token', token).expect(400);
    });

    it('answers 401 without a student token, staff included', async () => {
      await t.http.get('/api/books/1/link').expect(401);
      await t.http
        .get('/api/books/1/link')
        .set('Authorization', await t.staff('admin'))
        .expect(401);
    });
  });

  describe('GET /api/lessons/:id/link', () => {
    it('gives everyone signed in the demo lesson', async () => {
      const { token } = await studentWith({ course: 'NONE', balance: 0 });
      expect((await link('lessons', 0, token)).url).toMatch(
        /^\/api\/content\/lessons\/lesson-0\.mp4\?u=\d+&exp=\d+&sig=/,
      );
    });

    it('answers 403 with the premium message at 499.99 and a link at 500', async () => {
      const student = await studentWith({ course: 'GOLD', balance: 499.99 });
      const response = await t.http.get('/api/lessons/1/link').set('token', student.token);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'CONTENT_LOCKED',
        message: 'This lesson is only available for premium users',
      });
      await db.query('UPDATE users SET balance = 500 WHERE id = $1', [student.id]);
      await link('lessons', 1, student.token);
    });

    it('keeps a lesson link valid for the lesson plus the usual lifetime', async () => {
      const { token } = await studentWith({ course: 'PLATINUM', balance: 0 });
      const before = Math.floor(Date.now() / 1000);
      const exp = Date.parse((await link('lessons', 3, token)).expiresAt) / 1000;
      const lessonSeconds = 3 * 60 + 40;
      expect(exp).toBeGreaterThanOrEqual(before + 120 + lessonSeconds);
      expect(exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 120 + lessonSeconds);
    });

    it('answers 404 for an unknown lesson and 401 without a token', async () => {
      const { token } = await studentWith({ course: 'PLATINUM', balance: 0 });
      const response = await t.http.get('/api/lessons/8/link').set('token', token).expect(404);
      expect((response.body as ApiError).message).toBe('Lesson not found');
      await t.http.get('/api/lessons/0/link').expect(401);
    });
  });

  describe('GET /api/content/*', () => {
    let bookUrl: string;
    let videoUrl: string;
    let userId: number;

    beforeAll(async () => {
      const student = await studentWith({ course: 'PLATINUM', balance: 0 });
      userId = student.id;
      bookUrl = (await link('books', 1, student.token)).url;
      videoUrl = (await link('lessons', 0, student.token)).url;
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const withQuery = (url: string, change: (query: URLSearchParams) => void) => {
      const [path, search] = url.split('?') as [string, string];
      const query = new URLSearchParams(search);
      change(query);
      return `${path}?${query.toString()}`;
    };
    const expectLinkInvalid = async (url: string) => {
      const response = await t.http.get(url).expect(403);
      expect(response.body).toMatchObject({ statusCode: 403, code: 'LINK_INVALID' });
    };

    describe('signatures', () => {
      it('streams the whole file for a valid link, with its type and validators', async () => {
        const response = await file(bookUrl).expect(200);
        expect(response.body).toEqual(FILE_BYTES);
        expect(response.headers).toMatchObject({
          'content-type': 'application/pdf',
          'content-length': String(FILE_SIZE),
          'accept-ranges': 'bytes',
          'content-disposition': 'inline; filename="forex-for-beginners.pdf"',
        });
        // @fastify/send's validator: weak, from the size and the modification time.
        expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
        expect(Date.parse(response.headers['last-modified'])).not.toBeNaN();
        const maxAge = Number(
          /^private, max-age=(\d+)$/.exec(response.headers['cache-control'])![1],
        );
        expect(maxAge).toBeGreaterThan(110);
        expect(maxAge).toBeLessThanOrEqual(120);
      });

      it('answers 403 LINK_INVALID without a signature, user or expiry', async () => {
        await expectLinkInvalid(`/api/content/${BOOK_PATH}`);
        for (const name of ['sig', 'u', 'exp']) {
          await expectLinkInvalid(withQuery(bookUrl, (query) => query.delete(name)));
        }
      });

      it('answers 403 for a tampered signature', async () => {
        const tampered = withQuery(bookUrl, (query) => {
          const sig = query.get('sig')!;
          query.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
        });
        await expectLinkInvalid(tampered);
        await expectLinkInvalid(withQuery(bookUrl, (query) => query.append('sig', 'x')));
      });

      it('answers 403 when the user or the expiry is altered', async () => {
        await expectLinkInvalid(withQuery(bookUrl, (query) => query.set('u', String(userId + 1))));
        await expectLinkInvalid(withQuery(bookUrl, (query) => query.set('u', `0${userId}`)));
        await expectLinkInvalid(
          withQuery(bookUrl, (query) => query.set('exp', String(Number(query.get('exp')) + 3600))),
        );
      });

      it("answers 403 when another file's path is put in front of the signature", async () => {
        const [, search] = bookUrl.split('?');
        await expectLinkInvalid(`/api/content/${VIDEO_PATH}?${search}`);
        await expectLinkInvalid(`/api/content/books/online-trading.pdf?${search}`);
      });

      it('refuses a signature made with the JWT secret itself', async () => {
        const exp = inAMinute();
        const sig = createHmac('sha256', t.config.jwtSecret)
          .update(`${BOOK_PATH}\n${userId}\n${exp}`)
          .digest('base64url');
        await expectLinkInvalid(`/api/content/${BOOK_PATH}?u=${userId}&exp=${exp}&sig=${sig}`);
      });

      it('serves until the expiry second and refuses from then on', async () => {
        const exp = Number(new URLSearchParams(bookUrl.split('?')[1]).get('exp'));
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime((exp - 1) * 1000);
        const lastSecond = await file(bookUrl).expect(200);
        expect(lastSecond.headers['cache-control']).toBe('private, max-age=1');
        vi.setSystemTime(exp * 1000);
        await expectLinkInvalid(bookUrl);
      });

      it('answers 404 for a signed catalogue file that is not installed', async () => {
        const { token } = await studentWith({ course: 'PLATINUM', balance: 0 });
        const response = await t.http
          .get((await link('lessons', MISSING_VIDEO_ID, token)).url)
          .expect(404);
        expect((response.body as ApiError).code).toBe('NOT_FOUND');
      });
    });

    describe('ranges', () => {
      it.each([
        ['bytes=0-99', 0, 99],
        ['bytes=1000-1999', 1000, 1999],
        ['bytes=-100', FILE_SIZE - 100, FILE_SIZE - 1],
        ['bytes=4000-', 4000, FILE_SIZE - 1],
        ['bytes=4000-99999', 4000, FILE_SIZE - 1],
      ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
        const response = await file(videoUrl).set('Range', range).expect(206);
        expect(response.headers).toMatchObject({
          'content-type': 'video/mp4',
          'content-range': `bytes ${start}-${end}/${FILE_SIZE}`,
          'content-length': String(end - start + 1),
          'accept-ranges': 'bytes',
        });
        expect(response.body).toEqual(FILE_BYTES.subarray(start, end + 1));
      });

      it.each(['bytes=4096-', 'bytes=5000-6000', 'bytes=-0'])(
        'answers %s with 416 and the size',
        async (range) => {
          const response = await t.http.get(videoUrl).set('Range', range).expect(416);
          expect(response.headers['content-range']).toBe(`bytes */${FILE_SIZE}`);
          expect((response.body as ApiError).statusCode).toBe(416);
        },
      );

      it('sends the whole file for a range it does not take, or a stale If-Range', async () => {
        for (const range of ['bytes=0-1,5-9', 'lines=1-2']) {
          const response = await file(videoUrl).set('Range', range).expect(200);
          expect(response.body).toEqual(FILE_BYTES);
        }
        const stale = await file(videoUrl)
          .set('Range', 'bytes=0-9')
          .set('If-Range', '"an-older-version"')
          .expect(200);
        expect(stale.body).toEqual(FILE_BYTES);
        const { etag } = (await t.http.head(videoUrl).expect(200)).headers as { etag: string };
        await file(videoUrl).set('Range', 'bytes=0-9').set('If-Range', etag).expect(206);
      });

      it('answers HEAD with the headers GET would send', async () => {
        const whole = await t.http.head(videoUrl).expect(200);
        expect(whole.headers).toMatchObject({
          'content-type': 'video/mp4',
          'content-length': String(FILE_SIZE),
          'accept-ranges': 'bytes',
        });
        const part = await t.http.head(videoUrl).set('Range', 'bytes=-100').expect(206);
        expect(part.headers['content-range']).toBe(
          `bytes ${FILE_SIZE - 100}-${FILE_SIZE - 1}/${FILE_SIZE}`,
        );
        expect(part.headers['content-length']).toBe('100');
        await t.http.head(withQuery(videoUrl, (query) => query.delete('sig'))).expect(403);
      });

      it('answers 304 to a matching If-None-Match or If-Modified-Since', async () => {
        const first = await t.http.head(bookUrl).expect(200);
        const { etag, 'last-modified': lastModified } = first.headers as Record<string, string>;
        const cached = await t.http.get(bookUrl).set('If-None-Match', etag).expect(304);
        expect(cached.headers.etag).toBe(etag);
        expect(cached.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
        await t.http.get(bookUrl).set('If-Modified-Since', lastModified).expect(304);
        await file(bookUrl).set('If-None-Match', '"something-else"').expect(200);
      });

      it.each([
        ['a PDF', () => bookUrl, undefined, 200],
        ['a video', () => videoUrl, undefined, 200],
        ['a video range', () => videoUrl, 'bytes=0-2047', 206],
      ])('never compresses %s', async (_, url, range, status) => {
        const call = file(url()).set('Accept-Encoding', 'br, gzip, deflate');
        if (range) void call.set('Range', range);
        const response = await call.expect(status);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        expect(FILE_BYTES.includes(response.body)).toBe(true);
      });
    });

    describe('paths', () => {
      // Each of these carries a valid signature for its own path: only the catalogue check and
      // the content dir boundary stand between it and the file.
      const signed = (path: string) => {
        const query = signer.url(path, { userId, expiresAt: inAMinute() }).split('?')[1];
        return `/api/content/${path}?${query}`;
      };

      it.each([
        '../outside.txt',
        'books/../../outside.txt',
        'books/%2e%2e/%2e%2e/outside.txt',
        '%2e%2e%2foutside.txt',
        '%2E%2E%2F%2E%2E%2Foutside.txt',
        '..%2f..%2foutside.txt',
        '%252e%252e%252foutside.txt',
        '..\\outside.txt',
        'books\\..\\..\\outside.txt',
        '..%5coutside.txt',
        `/${fixture.root}/outside.txt`,
        `%2F${encodeURIComponent(fixture.root.slice(1))}%2Foutside.txt`,
        'books/secret.pdf',
        'books/./forex-for-beginners.pdf',
        'SEED_BOOKS/forex-for-beginners.pdf',
        'books/forex-for-beginners.pdf/',
        'books/forex-for-beginners.pdf%00',
        'books/',
        '',
      ])('answers 404 for %j and never reveals a file', async (path) => {
        const response = await raw(signed(path));
        expect(response.status).toBe(404);
        expect(response.body).not.toContain('SECRET');
        expect(JSON.parse(response.body)).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      });

      it('answers 404 for a path outside the catalogue before looking at any signature', async () => {
        expect((await raw('/api/content/books/secret.pdf')).status).toBe(404);
        expect((await raw('/api/content/../../etc/passwd')).status).toBe(404);
      });
    });
  });
});

describe('the sample content in the repository', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a playable file behind every book and lesson link', async () => {
    const student = await t.student();
    await t.app
      .get(DataSource)
      .query(`UPDATE users SET course = 'PLATINUM' WHERE id = $1`, [student.id]);
    const entries = [
      ...SEED_BOOKS.map((book) => ({
        kind: 'books' as const,
        id: book.id,
        type: 'application/pdf',
      })),
      ...SEED_LESSONS.map((lesson) => ({
        kind: 'lessons' as const,
        id: lesson.id,
        type: 'video/mp4',
      })),
    ];
    for (const { kind, id, type } of entries) {
      const { url } = (
        await t.http.get(`/api/${kind}/${id}/link`).set('token', student.token).expect(200)
      ).body as ContentLink;
      const head = await t.http.get(url).set('Range', 'bytes=0-15').buffer(true).parse(binary);
      expect(head.status).toBe(206);
      expect(head.headers['content-type']).toBe(type);
      const start = head.body as Buffer;
      if (type === 'application/pdf') expect(start.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(start.subarray(4, 8).toString()).toBe('ftyp');
    }
  });
});
