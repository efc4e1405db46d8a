import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookRecord, CatalogueItemRequest, LessonRecord } from '@academy/contracts';
import { CatalogueFiles } from '../src/modules/catalogue/catalogue-files.js';
import { anMp4, aPdf, aPng } from './support/media-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { uploadWithTus } from './support/tus-upload.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the files of books and lessons in CONTENT_DIR', () => {
  let t: TestApp<'admin'>;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = mkdtempSync(join(tmpdir(), 'academy-content-'));
    t = await createTestApp({ staff: ['admin'], env: { CONTENT_DIR: contentDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const admin = () => t.tokens.admin;
  const stored = () =>
    readdirSync(contentDir)
      .filter((name) => !name.startsWith('.'))
      .sort();
  const upload = (bytes: Buffer, name: string) => uploadWithTus(t.http, admin(), bytes, name);
  const item = (upload: string, changes: Partial<CatalogueItemRequest> = {}) => ({
    title: 'Risk Management',
    description: 'Position sizing and stops.',
    tiers: ['gold'],
    published: false,
    upload,
    ...changes,
  });
  const create = async <T>(resource: 'books' | 'lessons', body: object) =>
    (
      await t.http
        .post(`/api/admin/${resource}`)
        .set('Authorization', admin())
        .send(body)
        .expect(201)
    ).body as T;
  const put = async <T>(resource: 'books' | 'lessons', record: { id: number }, changes: object) =>
    (
      await t.http
        .put(`/api/admin/${resource}/${record.id}`)
        .set('Authorization', admin())
        .send({ ...record, ...changes })
        .expect(200)
    ).body as T;
  const remove = (resource: 'books' | 'lessons', id: number) =>
    t.http.delete(`/api/admin/${resource}/${id}`).set('Authorization', admin()).expect(200);

  it('removes a replaced PDF and a removed cover, and keeps what the book still names', async () => {
    const first = aPdf('first edition');
    const second = aPdf('second edition');
    const book = await create<BookRecord>('books', {
      ...item(await upload(first, 'risk.pdf')),
      cover: await upload(aPng(), 'cover.png'),
    });
    expect(stored()).toEqual([`${sha256(aPng())}.png`, `${sha256(first)}.pdf`].sort());

    const replaced = await put<BookRecord>('books', book, {
      upload: await upload(second, 'risk-2.pdf'),
    });
    expect(stored()).toEqual([`${sha256(aPng())}.png`, `${sha256(second)}.pdf`].sort());

    await put<BookRecord>('books', replaced, { cover: null });
    expect(stored()).toEqual([`${sha256(second)}.pdf`]);
    await remove('books', book.id);
    expect(stored()).toEqual([]);
  });

  it('keeps a file two items share until neither names it', async () => {
    const shared = aPdf('shared');
    const one = await create<BookRecord>('books', item(await upload(shared, 'a.pdf')));
    const other = await create<BookRecord>('books', item(await upload(shared, 'b.pdf')));
    expect(other.upload).toBe(one.upload);

    await remove('books', one.id);
    expect(stored()).toEqual([one.upload]);
    await put<BookRecord>('books', other, { upload: await upload(aPdf('own'), 'c.pdf') });
    expect(stored()).toEqual([`${sha256(aPdf('own'))}.pdf`]);
    await remove('books', other.id);
    expect(stored()).toEqual([]);
  });

  it('keeps an archived lesson’s video, and removes a replaced one', async () => {
    const video = anMp4({ seconds: 60 });
    const lesson = await create<LessonRecord>('lessons', {
      ...item(await upload(video, 'lesson.mp4')),
      published: true,
    });
    const next = anMp4({ seconds: 90 });
    const replaced = await put<LessonRecord>('lessons', lesson, {
      upload: await upload(next, 'lesson-2.mp4'),
    });
    expect(replaced.durationSeconds).toBe(90);
    expect(stored()).toEqual([`${sha256(next)}.mp4`]);

    // Published: deleting archives it, and it stays readable in the students' history.
    await remove('lessons', lesson.id);
    expect(stored()).toEqual([`${sha256(next)}.mp4`]);
  });

  it('stores nothing for a change refused after its upload was judged, keeping the upload', async () => {
    const before = stored();
    const id = await upload(aPdf('refused'), 'refused.pdf');
    await t.http
      .post('/api/admin/books')
      .set('Authorization', admin())
      .send(item(id, { tiers: ['no-such-tier'] }))
      .expect(400);
    expect(stored()).toEqual(before);
    await create<BookRecord>('books', item(id));
    expect(stored()).toContain(`${sha256(aPdf('refused'))}.pdf`);
  });

  it('never leaves an item naming a missing file when deletes and creates of one file race', async () => {
    const bytes = aPdf('raced');
    const name = `${sha256(bytes)}.pdf`;
    for (let round = 0; round < 4; round += 1) {
      const existing = await create<BookRecord>('books', item(await upload(bytes, 'raced.pdf')));
      const next = await upload(bytes, 'raced-again.pdf');
      const [, created] = await Promise.all([
        remove('books', existing.id),
        t.http.post('/api/admin/books').set('Authorization', admin()).send(item(next)).expect(201),
      ]);
      expect((created.body as BookRecord).upload).toBe(name);
      expect(existsSync(join(contentDir, name))).toBe(true);
      await remove('books', (created.body as BookRecord).id);
      expect(existsSync(join(contentDir, name))).toBe(false);
    }
  });

  it('sweeps stored files no item names, and leaves the seeded files alone', async () => {
    const kept = await create<BookRecord>('books', item(await upload(aPdf('kept'), 'kept.pdf')));
    const named = stored();
    expect(named).toContain(kept.upload);
    const stray = `${sha256(Buffer.from('stray'))}.pdf`;
    writeFileSync(join(contentDir, stray), 'stray');
    mkdirSync(join(contentDir, 'books'), { recursive: true });
    writeFileSync(join(contentDir, 'books', 'seeded.pdf'), 'seeded');

    await t.app.get(CatalogueFiles).removeAllUnreferenced();

    expect(stored()).toEqual([...named, 'books'].sort());
    expect(readdirSync(join(contentDir, 'books'))).toEqual(['seeded.pdf']);
  });
});
