import { DataSource } from 'typeorm';
import {
  type AuditEntry,
  type BookItem,
  type BookRecord,
  type LessonItem,
  type LessonRecord,
  type PublicConfig,
  type TierRecord,
} from '@academy/contracts';
import { anExecutable, anMp4, aPdf, aPng } from './support/media-fixtures.js';
import { ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { uploadWithTus } from './support/tus-upload.js';
import { SEED_BOOKS, SEED_LESSONS, SEED_TIERS } from '@academy/contracts/seed';

type Staff = 'admin' | 'support';

describe('the catalogue in the database', () => {
  let t: TestApp<Staff>;

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_LOCAL_TARGETS: 'true' },
      staff: ['admin', 'support'],
    });
  });
  afterAll(() => t.close());

  const admin = () => t.tokens.admin;
  const config = async () => (await t.http.get('/api/config').expect(200)).body as PublicConfig;
  const books = async (token = '') =>
    ((await t.http.get('/api/books').set('token', token).expect(200)).body as { data: BookItem[] })
      .data;
  const lessons = async (token = '') =>
    (
      (await t.http.get('/api/lessons').set('token', token).expect(200)).body as {
        data: LessonItem[];
      }
    ).data;
  const tierRecord = async (id: string) =>
    (await t.http.get(`/api/admin/tiers/${id}`).set('Authorization', admin()).expect(200))
      .body as TierRecord;
  const putTier = (id: string, changes: Partial<TierRecord>) =>
    tierRecord(id).then((record) =>
      t.http
        .put(`/api/admin/tiers/${id}`)
        .set('Authorization', admin())
        .send({ ...record, ...changes }),
    );
  const bookRecord = async (id: number) =>
    (await t.http.get(`/api/admin/books/${id}`).set('Authorization', admin()).expect(200))
      .body as BookRecord;
  const putBook = (id: number, changes: Partial<BookRecord>) =>
    bookRecord(id).then((record) =>
      t.http
        .put(`/api/admin/books/${id}`)
        .set('Authorization', admin())
        .send({ ...record, ...changes }),
    );
  const lessonRecord = async (id: number) =>
    (await t.http.get(`/api/admin/lessons/${id}`).set('Authorization', admin()).expect(200))
      .body as LessonRecord;
  const putLesson = (id: number, changes: Partial<LessonRecord>) =>
    lessonRecord(id).then((record) =>
      t.http
        .put(`/api/admin/lessons/${id}`)
        .set('Authorization', admin())
        .send({ ...record, ...changes }),
    );
  const setCourse = (userId: number, course: string, balance = 0) =>
    t.app
      .get(DataSource)
      .query(`UPDATE users SET course = $2, balance = $3 WHERE id = $1`, [userId, course, balance]);
  const catalogueAudit = async () =>
    (
      (await t.http.get('/api/admin/audit').set('Authorization', admin()).expect(200))
        .body as AuditEntry[]
    ).filter((entry) => entry.action.startsWith('catalogue_'));

  describe('the seed', () => {
    it('is the catalogue the academy shipped with, tiers, books and lessons', async () => {
      const tiers = (await t.http.get('/api/admin/tiers').set('Authorization', admin()).expect(200))
        .body as TierRecord[];
      expect(tiers).toEqual(
        SEED_TIERS.map((tier) => ({ ...tier, published: true, archived: false })),
      );
      const bookRecords = (
        await t.http.get('/api/admin/books').set('Authorization', admin()).expect(200)
      ).body as BookRecord[];
      expect(bookRecords).toEqual(
        SEED_BOOKS.map((book, index) => ({
          id: book.id,
          title: book.title,
          titleRu: book.titleRu,
          description: book.description,
          descriptionRu: book.descriptionRu,
          upload: book.file,
          cover: book.image,
          ...book.access,
          published: true,
          position: index + 1,
          archived: false,
        })),
      );
      const lessonRecords = (
        await t.http.get('/api/admin/lessons').set('Authorization', admin()).expect(200)
      ).body as LessonRecord[];
      expect(lessonRecords).toEqual(
        SEED_LESSONS.map((lesson, index) => ({
          id: lesson.id,
          title: lesson.title,
          titleRu: lesson.titleRu,
          description: lesson.description,
          descriptionRu: lesson.descriptionRu,
          upload: lesson.file,
          durationSeconds: lesson.durationSeconds,
          ...lesson.access,
          published: true,
          position: index + 1,
          archived: false,
        })),
      );
      expect(lessonRecords[0]).toMatchObject({ free: true, tiers: [] });
      expect(lessonRecords[1]).toMatchObject({ tiers: ['platinum'], minBalance: 500 });
    });

    it('answers the students as before: tiers, prices, books, lessons and their locks', async () => {
      expect(
        (await config()).tiers.map(({ id, name, price, popular }) => [id, name, price, popular]),
      ).toEqual([
        ['silver', 'SILVER', 100, false],
        ['gold', 'GOLD', 250, true],
        ['platinum', 'PLATINUM', 500, false],
      ]);
      expect((await books()).map((book) => book.title)).toEqual(SEED_BOOKS.map((b) => b.title));
      const visitor = await lessons();
      expect(visitor.map((lesson) => [lesson.id, lesson.duration, lesson.isLocked])).toEqual([
        [0, '00:43', false],
        [1, '08:35', true],
        [2, '09:57', true],
        [3, '03:40', true],
        [4, '09:58', true],
        [5, '04:06', true],
        [6, '02:38', true],
        [7, '09:50', true],
      ]);
    });

    it('speaks Russian to a Russian student, every title and description', async () => {
      const student = await t.student({ locale: 'ru' });
      const russianBooks = await books(student.token);
      expect(russianBooks.map((book) => book.title)).toEqual(SEED_BOOKS.map((b) => b.titleRu));
      expect(russianBooks.map((book) => book.description)).toEqual(
        SEED_BOOKS.map((b) => b.descriptionRu),
      );
      expect((await lessons(student.token)).map((lesson) => lesson.title)).toEqual(
        SEED_LESSONS.map((lesson) => lesson.titleRu),
      );
      for (const text of [...SEED_TIERS, ...SEED_BOOKS, ...SEED_LESSONS].map(
        (item) => item.descriptionRu,
      )) {
        expect(text).toMatch(/[а-яё]/i);
      }
    });
  });

  describe('/api/admin/tiers', () => {
    const diamond = {
      id: 'diamond',
      name: 'DIAMOND',
      price: 900,
      description: 'Everything, with a mentor.',
      descriptionRu: 'Всё и личный наставник.',
      popular: false,
      published: true,
      position: 2,
    };

    it('creates a tier that is on sale at once, in its place, and audits it', async () => {
      const created = await t.http
        .post('/api/admin/tiers')
        .set('Authorization', admin())
        .send(diamond)
        .expect(201);
      expect(created.body).toEqual({ ...diamond, archived: false });
      expect((await config()).tiers.map((tier) => tier.id)).toEqual([
        'silver',
        'diamond',
        'gold',
        'platinum',
      ]);
      const student = await t.student();
      const payment = await t.http
        .post('/api/payments/manual')
        .set('token', student.token)
        .send({
          method: 'crypto',
          course: 'diamond',
          reference: `0x${'d'.repeat(64)}`,
          coin: 'eth',
        })
        .expect(201);
      expect(payment.body).toMatchObject({ amount: 900, tier: 'DIAMOND' });
      expect((await catalogueAudit())[0]).toMatchObject({
        action: 'catalogue_create',
        before: null,
        after: { resource: 'tiers', id: 'diamond', price: 900 },
      });
    });

    it('refuses a taken id or name, and an id that changes', async () => {
      await t.http
        .post('/api/admin/tiers')
        .set('Authorization', admin())
        .send({ ...diamond, id: 'gold-two', name: 'GOLD' })
        .expect(409);
      await t.http
        .post('/api/admin/tiers')
        .set('Authorization', admin())
        .send({ ...diamond, id: 'topup', name: 'TOPUP' })
        .expect(400);
      await putTier('silver', { id: 'bronze' }).then((response) =>
        expect(response.status).toBe(400),
      );
    });

    it('reorders, unpublishes and publishes a tier for the students', async () => {
      expect((await putTier('platinum', { position: 1 })).status).toBe(200);
      expect((await config()).tiers[0].id).toBe('platinum');
      expect((await putTier('platinum', { published: false })).status).toBe(200);
      expect((await config()).tiers.map((tier) => tier.id)).not.toContain('platinum');
      const student = await t.student();
      await t.http
        .post('/api/payments/manual')
        .set('token', student.token)
        .send({
          method: 'crypto',
          course: 'platinum',
          reference: `0x${'e'.repeat(64)}`,
          coin: 'eth',
        })
        .expect(400);
      expect((await putTier('platinum', { published: true, position: 4 })).status).toBe(200);
      expect((await config()).tiers.at(-1)?.id).toBe('platinum');
    });

    it('deletes an unpublished tier nobody holds, and strips it from the access rules', async () => {
      await t.http
        .post('/api/admin/tiers')
        .set('Authorization', admin())
        .send({ ...diamond, id: 'trial', name: 'TRIAL', published: false })
        .expect(201);
      expect((await putBook(2, { tiers: ['silver', 'trial'] })).status).toBe(200);
      await t.http.delete('/api/admin/tiers/trial').set('Authorization', admin()).expect(200);
      await t.http.get('/api/admin/tiers/trial').set('Authorization', admin()).expect(404);
      expect((await bookRecord(2)).tiers).toEqual(['silver']);
      expect((await putBook(2, { tiers: ['silver', 'gold', 'platinum'] })).status).toBe(200);
    });

    it('archives a tier students hold: off sale, and their course still opens what it opened', async () => {
      await t.http
        .post('/api/admin/tiers')
        .set('Authorization', admin())
        .send({ ...diamond, id: 'ruby', name: 'RUBY', published: true })
        .expect(201);
      expect((await putBook(3, { tiers: ['ruby'] })).status).toBe(200);
      const student = await t.student();
      await setCourse(student.id, 'RUBY');
      const archived = await t.http
        .delete('/api/admin/tiers/ruby')
        .set('Authorization', admin())
        .expect(200);
      expect(archived.body).toMatchObject({ archived: true, published: false });
      expect((await config()).tiers.map((tier) => tier.id)).not.toContain('ruby');
      expect((await books(student.token)).find((book) => book.id === 3)?.isLocked).toBe(false);
      expect((await putTier('ruby', { published: true })).body).toMatchObject({
        published: false,
      });
      expect((await putBook(3, { tiers: ['silver', 'gold', 'platinum'] })).status).toBe(200);
    });
  });

  describe('the catalogue.changed webhook', () => {
    it('announces a change with the item as it became', async () => {
      await t.http
        .post('/api/admin/webhooks')
        .set('Authorization', admin())
        .send({ url: 'http://127.0.0.1:9/catalogue', events: ['catalogue.changed'] })
        .expect(201);
      expect((await putTier('silver', { popular: true })).status).toBe(200);
      const [event] = await t.app
        .get(DataSource)
        .query<{ payload: object }[]>(
          `SELECT payload FROM webhook_outbox WHERE type = 'catalogue.changed' ORDER BY created_at DESC LIMIT 1`,
        );
      expect(event.payload).toMatchObject({
        resource: 'tiers',
        id: 'silver',
        change: 'updated',
        record: { id: 'silver', popular: true },
      });
      expect((await putTier('silver', { popular: false })).status).toBe(200);
    });

    it('is offered only to those who may read the catalogue', async () => {
      const key = (
        (
          await t.http
            .post('/api/admin/api-keys')
            .set('Authorization', admin())
            .send({ name: 'users only', scopes: ['users:read', 'webhooks:manage'] })
            .expect(201)
        ).body as { key: string }
      ).key;
      await t.http
        .post('/api/admin/webhooks')
        .set('Authorization', `Bearer ${key}`)
        .send({ url: 'http://127.0.0.1:9/other', events: ['catalogue.changed'] })
        .expect(403);
    });
  });

  describe('a price change', () => {
    it('leaves a pending manual payment at its amount and prices the next ones anew, card checkout too', async () => {
      const student = await t.student();
      const pending = await t.http
        .post('/api/payments/manual')
        .set('token', student.token)
        .send({ method: 'crypto', course: 'gold', reference: `0x${'a'.repeat(64)}`, coin: 'eth' })
        .expect(201);
      expect(pending.body).toMatchObject({ amount: 250, status: 'pending' });

      expect((await putTier('gold', { price: 300 })).status).toBe(200);
      expect((await config()).tiers.find((tier) => tier.id === 'gold')?.price).toBe(300);
      const audit = (await catalogueAudit()).find((entry) => entry.action === 'catalogue_update');
      expect(audit).toMatchObject({
        actor: expect.stringMatching(/^admin/),
        before: { resource: 'tiers', id: 'gold', price: 250 },
        after: { resource: 'tiers', id: 'gold', price: 300 },
      });

      const confirmed = await t.http
        .post(`/api/admin/payments/${(pending.body as { id: string }).id}/confirm`)
        .set('Authorization', admin())
        .expect(200);
      expect(confirmed.body).toMatchObject({ amount: 250, status: 'paid' });

      const next = await t.http
        .post('/api/payments/manual')
        .set('token', (await t.student()).token)
        .send({ method: 'crypto', course: 'gold', reference: `0x${'b'.repeat(64)}`, coin: 'eth' })
        .expect(201);
      expect(next.body).toMatchObject({ amount: 300 });
      const buyer = await t.student();
      await t.http
        .post('/api/create-checkout-session')
        .set('token', buyer.token)
        .send({ course: 'gold', userId: buyer.id })
        .expect(303);
      expect(await ownPayments(t, buyer.token)).toEqual([
        expect.objectContaining({ kind: 'course', tier: 'GOLD', amount: 300, status: 'pending' }),
      ]);
      expect((await putTier('gold', { price: 250 })).status).toBe(200);
    });
  });

  describe('/api/admin/books and /api/admin/lessons', () => {
    it('edits texts and access, and the students see it at once', async () => {
      const response = await putBook(1, { title: 'Forex from Zero', titleRu: '' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ title: 'Forex from Zero', titleRu: '' });
      const russian = await t.student({ locale: 'ru' });
      // An empty Russian title falls back to the English one.
      expect((await books(russian.token))[0].title).toBe('Forex from Zero');
      expect((await putLesson(3, { free: true })).status).toBe(200);
      expect((await lessons()).find((lesson) => lesson.id === 3)?.isLocked).toBe(false);
      expect((await putLesson(3, { free: false })).status).toBe(200);
      expect(
        (await putBook(1, { title: SEED_BOOKS[0].title, titleRu: SEED_BOOKS[0].titleRu })).status,
      ).toBe(200);
    });

    it('shows and edits the demo lesson, whose id is 0', async () => {
      expect(await lessonRecord(0)).toMatchObject({ id: 0, title: 'Demo Lesson', free: true });
      const renamed = await putLesson(0, { title: 'Welcome', titleRu: '' });
      expect(renamed.status).toBe(200);
      expect((await lessons())[0]).toMatchObject({ id: 0, title: 'Welcome', isLocked: false });
      expect(
        (await putLesson(0, { title: SEED_LESSONS[0].title, titleRu: SEED_LESSONS[0].titleRu }))
          .status,
      ).toBe(200);
      await t.http.get('/api/admin/lessons/-1').set('Authorization', admin()).expect(400);
    });

    it('refuses a rule naming a tier that does not exist, and a new file without an upload', async () => {
      expect((await putBook(1, { tiers: ['nope'] })).status).toBe(400);
      expect((await putBook(1, { upload: '' })).status).toBe(400);
    });

    it('reorders: a book moved to the top comes first and the others follow', async () => {
      expect((await putBook(7, { position: 1 })).status).toBe(200);
      expect((await books()).map((book) => book.id)).toEqual([7, 1, 2, 3, 4, 5, 6]);
      const positions = (
        (await t.http.get('/api/admin/books').set('Authorization', admin()).expect(200))
          .body as BookRecord[]
      ).map((book) => book.position);
      expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect((await putBook(7, { position: 7 })).status).toBe(200);
      expect((await books()).map((book) => book.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('reorders lessons: a lesson moved up comes there and the others follow', async () => {
      expect((await putLesson(7, { position: 2 })).status).toBe(200);
      expect((await lessons()).map((lesson) => lesson.id)).toEqual([0, 7, 1, 2, 3, 4, 5, 6]);
      const records = (
        await t.http.get('/api/admin/lessons').set('Authorization', admin()).expect(200)
      ).body as LessonRecord[];
      expect(records.map((lesson) => [lesson.id, lesson.position])).toEqual([
        [0, 1],
        [7, 2],
        [1, 3],
        [2, 4],
        [3, 5],
        [4, 6],
        [5, 7],
        [6, 8],
      ]);
      expect((await putLesson(7, { position: 8 })).status).toBe(200);
      expect((await lessons()).map((lesson) => lesson.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('hides an unpublished lesson from students, its link too, and shows it again', async () => {
      const student = await t.student();
      await setCourse(student.id, 'PLATINUM');
      await t.http.get('/api/lessons/4/link').set('token', student.token).expect(200);
      const hidden = await putLesson(4, { published: false });
      expect(hidden.status).toBe(200);
      expect(hidden.body).toMatchObject({ id: 4, published: false, archived: false });
      expect((await lessons(student.token)).map((lesson) => lesson.id)).not.toContain(4);
      await t.http.get('/api/lessons/4/link').set('token', student.token).expect(404);
      expect((await putLesson(4, { published: true })).status).toBe(200);
      expect((await lessons(student.token)).map((lesson) => lesson.id)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7,
      ]);
      await t.http.get('/api/lessons/4/link').set('token', student.token).expect(200);
    });

    it('hides an unpublished book from students, its link too, and shows it again', async () => {
      const student = await t.student();
      await setCourse(student.id, 'GOLD');
      await t.http.get('/api/books/6/link').set('token', student.token).expect(200);
      expect((await putBook(6, { published: false })).status).toBe(200);
      expect((await books(student.token)).map((book) => book.id)).not.toContain(6);
      await t.http.get('/api/books/6/link').set('token', student.token).expect(404);
      expect((await putBook(6, { published: true })).status).toBe(200);
      expect((await books(student.token)).map((book) => book.id)).toContain(6);
    });

    it('archives a published book on delete, and deletes an unpublished one', async () => {
      const archived = await t.http
        .delete('/api/admin/books/5')
        .set('Authorization', admin())
        .expect(200);
      expect(archived.body).toMatchObject({ id: 5, archived: true, published: false });
      expect((await books()).map((book) => book.id)).not.toContain(5);
      expect((await putBook(5, { published: true })).status).toBe(409);
      expect((await putBook(4, { published: false })).status).toBe(200);
      await t.http.delete('/api/admin/books/4').set('Authorization', admin()).expect(200);
      await t.http.get('/api/admin/books/4').set('Authorization', admin()).expect(404);
      expect((await books()).map((book) => book.id)).toEqual([1, 2, 3, 6, 7]);
    });

    it('archives an unpublished lesson a student has watched, and deletes one nobody has', async () => {
      const student = await t.student();
      await setCourse(student.id, 'PLATINUM');
      await t.http
        .put('/api/lessons/6/progress')
        .set('token', student.token)
        .send({ positionSeconds: 30, completed: false })
        .expect(200);
      expect((await putLesson(6, { published: false })).status).toBe(200);
      const archived = await t.http
        .delete('/api/admin/lessons/6')
        .set('Authorization', admin())
        .expect(200);
      expect(archived.body).toMatchObject({ archived: true });
      expect((await putLesson(5, { published: false })).status).toBe(200);
      await t.http.delete('/api/admin/lessons/5').set('Authorization', admin()).expect(200);
      await t.http.get('/api/admin/lessons/5').set('Authorization', admin()).expect(404);
      expect((await lessons(student.token)).map((lesson) => lesson.id)).toEqual([0, 1, 2, 3, 4, 7]);
      expect((await catalogueAudit()).some((entry) => entry.action === 'catalogue_delete')).toBe(
        true,
      );
    });
  });

  describe('books and lessons made from uploads', () => {
    const upload = (bytes: Buffer, name: string) => uploadWithTus(t.http, admin(), bytes, name);
    const item = {
      title: 'Options Basics',
      titleRu: 'Основы опционов',
      description: 'Calls, puts and how an option is priced.',
      tiers: ['platinum'],
      minBalance: 500,
      published: true,
    };

    it('creates a lesson from an uploaded video, its duration read from the file, and plays it', async () => {
      const created = await t.http
        .post('/api/admin/lessons')
        .set('Authorization', admin())
        .send({ ...item, upload: await upload(anMp4({ seconds: 125.4 }), 'options.mp4') })
        .expect(201);
      const lesson = created.body as LessonRecord;
      expect(lesson).toMatchObject({ ...item, durationSeconds: 125, archived: false });
      expect(lesson.upload).toMatch(/^[0-9a-f]{64}\.mp4$/);
      const student = await t.student();
      await setCourse(student.id, 'PLATINUM');
      const listed = (await lessons(student.token)).at(-1);
      expect(listed).toMatchObject({ id: lesson.id, duration: '02:05', isLocked: false });
      const link = await t.http
        .get(`/api/lessons/${lesson.id}/link`)
        .set('token', student.token)
        .expect(200);
      const video = await t.http.get((link.body as { url: string }).url).expect(200);
      expect(video.headers['content-type']).toBe('video/mp4');
    });

    it('creates a book with its PDF and cover, the cover served to anyone', async () => {
      const created = await t.http
        .post('/api/admin/books')
        .set('Authorization', admin())
        .send({
          ...item,
          upload: await upload(aPdf(), 'options.pdf'),
          cover: await upload(aPng(), 'options.png'),
        })
        .expect(201);
      const book = created.body as BookRecord;
      expect(book.cover).toMatch(/^\/api\/covers\/[0-9a-f]{64}\.png$/);
      const listed = (await books()).find((candidate) => candidate.id === book.id);
      expect(listed).toMatchObject({ title: 'Options Basics', image: book.cover, isLocked: true });
      const cover = await t.http.get(book.cover!).expect(200);
      expect(cover.headers['content-type']).toBe('image/png');
      // Sent back as read, the files stay; a new upload replaces the PDF.
      const kept = await putBook(book.id, { description: 'Calls and puts.' });
      expect(kept.body).toMatchObject({ upload: book.upload, cover: book.cover });
      const replaced = await putBook(book.id, { upload: await upload(aPdf('v2'), 'v2.pdf') });
      expect((replaced.body as BookRecord).upload).not.toBe(book.upload);
      await t.http.delete(`/api/admin/books/${book.id}`).set('Authorization', admin()).expect(200);
      await t.http.get(book.cover!).expect(404);
    });

    it('refuses a renamed executable and a PDF posing as a video, creating nothing', async () => {
      const before = (await t.http.get('/api/admin/lessons').set('Authorization', admin())).headers[
        'content-range'
      ];
      const executable = await t.http
        .post('/api/admin/books')
        .set('Authorization', admin())
        .send({ ...item, upload: await upload(anExecutable(), 'book.pdf') })
        .expect(400);
      expect(executable.body).toMatchObject({ code: 'UPLOAD_TYPE_REFUSED' });
      const posing = await t.http
        .post('/api/admin/lessons')
        .set('Authorization', admin())
        .send({ ...item, upload: await upload(aPdf(), 'lesson.mp4') })
        .expect(400);
      expect(posing.body).toMatchObject({ code: 'UPLOAD_TYPE_REFUSED' });
      await t.http
        .post('/api/admin/lessons')
        .set('Authorization', admin())
        .send({ ...item, upload: 'no-such-upload' })
        .expect(400);
      expect(
        (await t.http.get('/api/admin/lessons').set('Authorization', admin())).headers[
          'content-range'
        ],
      ).toBe(before);
    });
  });

  describe('who may use the back-office routes', () => {
    // Every route of each resource; the writes that get through are refused as invalid (400) or
    // unknown (404), so that the matrix changes nothing the other tests read.
    const routes = (
      [
        ['tiers', 'silver', 'no-such-tier'],
        ['books', '1', '999'],
        ['lessons', '0', '999'],
      ] as const
    ).flatMap(
      ([resource, existing, missing]) =>
        [
          { method: 'get', path: `/api/admin/${resource}`, write: false, allowed: 200 },
          { method: 'get', path: `/api/admin/${resource}/${existing}`, write: false, allowed: 200 },
          { method: 'post', path: `/api/admin/${resource}`, write: true, allowed: 400 },
          { method: 'put', path: `/api/admin/${resource}/${existing}`, write: true, allowed: 400 },
          {
            method: 'delete',
            path: `/api/admin/${resource}/${missing}`,
            write: true,
            allowed: 404,
          },
        ] as const,
    );

    const keys = { reader: '', writer: '', other: '' };
    beforeAll(async () => {
      const keyWith = async (scopes: string[]) =>
        `Bearer ${
          (
            (
              await t.http
                .post('/api/admin/api-keys')
                .set('Authorization', admin())
                .send({ name: `catalogue ${scopes.join(' ')}`, scopes })
                .expect(201)
            ).body as { key: string }
          ).key
        }`;
      keys.reader = await keyWith(['catalogue:read']);
      keys.writer = await keyWith(['catalogue:read', 'catalogue:write']);
      keys.other = await keyWith(['users:read', 'users:write']);
    });

    it.each(routes)(
      '$method $path: none 401, student 401, support and a catalogue:read key read only, admin and a catalogue:write key all, another key 403',
      async (route) => {
        const call = (authorization?: string) => {
          const request = t.http[route.method](route.path);
          return authorization ? request.set('Authorization', authorization).send({}) : request;
        };
        await call().expect(401);
        const student = await t.student();
        await call().set('token', student.token).expect(401);
        for (const reader of [t.tokens.support, keys.reader]) {
          await call(reader).expect(route.write ? 403 : route.allowed);
        }
        for (const writer of [admin(), keys.writer]) await call(writer).expect(route.allowed);
        await call(keys.other).expect(403);
      },
    );
  });
});
