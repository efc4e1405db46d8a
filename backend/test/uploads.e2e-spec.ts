import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_KEY_SCOPES, ERROR_CODES, type ApiKeyCreated } from '@academy/contracts';
import { ApiException } from '../src/common/http/api-exception.js';
import { UploadsService, type UploadPurpose } from '../src/modules/uploads/index.js';
import { aPdf, aPng, anExecutable, anMp4 } from './support/media-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { beginTusUpload, sendTusBytes, TUS_VERSION, uploadWithTus } from './support/tus-upload.js';

const MIB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('resumable uploads (tus) at /api/admin/uploads', () => {
  let t: TestApp<'admin' | 'support'>;
  let contentDir: string;
  let uploads: UploadsService;
  let port: number;

  beforeAll(async () => {
    contentDir = mkdtempSync(join(tmpdir(), 'academy-content-'));
    t = await createTestApp({
      staff: ['admin', 'support'],
      env: { CONTENT_DIR: contentDir, UPLOAD_MAX_BYTES: String(4 * MIB) },
    });
    uploads = t.app.get(UploadsService);
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const admin = () => t.tokens.admin;
  const head = (id: string) =>
    t.http
      .head(`/api/admin/uploads/${id}`)
      .set('Authorization', admin())
      .set('Tus-Resumable', TUS_VERSION);
  const offsetOf = async (id: string) =>
    Number((await head(id).expect(200)).headers['upload-offset']);
  /**
   * A PATCH sent by hand: its headers (a tus client's, with the given ones over them) and the
   * first `part` of its body go out; the caller decides how it ends.
   */
  function openPatch(id: string, part: Buffer, headers: Record<string, string>) {
    const patch = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: `/api/admin/uploads/${id}`,
      headers: {
        Authorization: admin(),
        'Tus-Resumable': TUS_VERSION,
        'Content-Type': 'application/offset+octet-stream',
        ...headers,
      },
    });
    const answer = new Promise<IncomingMessage | null>((resolve) => {
      patch.on('response', resolve);
      patch.on('error', () => resolve(null));
    });
    const written = new Promise<void>((resolve) => patch.write(part, () => resolve()));
    return { patch, answer, written };
  }
  const storedFiles = () => readdirSync(contentDir);
  const uploadFiles = () => readdirSync(t.config.uploadsDir);

  /** The refusal claim answers, as status and code. */
  async function refusalOf(id: string, purpose: UploadPurpose) {
    const error: unknown = await uploads.claim(id, purpose).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof ApiException)) throw new Error(`claim answered ${String(error)}`);
    return { status: error.getStatus(), code: error.code, message: error.message };
  }

  it('takes a file in one PATCH, past every JSON body limit, and attaches it by its content', async () => {
    const video = anMp4({ seconds: 125.4, mediaBytes: 2 * MIB });
    const id = await uploadWithTus(t.http, admin(), video, 'lesson.mp4');
    const state = await head(id).expect(200);
    expect(state.headers['upload-offset']).toBe(String(video.length));
    expect(state.headers['upload-length']).toBe(String(video.length));

    const stored = await uploads.claim(id, 'lesson');

    expect(stored).toEqual({
      file: `${sha256(video)}.mp4`,
      bytes: video.length,
      contentType: 'video/mp4',
      durationSeconds: 125,
    });
    expect(readFileSync(join(contentDir, stored.file)).equals(video)).toBe(true);
    await head(id).expect(404);
    expect(uploadFiles()).toEqual([]);
    expect(await refusalOf(id, 'lesson')).toMatchObject({
      status: 400,
      code: ERROR_CODES.UPLOAD_NOT_FOUND,
    });
  });

  it('attaches a PDF as a book and a PNG as a cover, each under its content hash', async () => {
    const pdf = aPdf('Chart patterns');
    const png = aPng();
    const book = await uploads.claim(await uploadWithTus(t.http, admin(), pdf, 'b.pdf'), 'book');
    const cover = await uploads.claim(await uploadWithTus(t.http, admin(), png, 'c.png'), 'cover');
    expect(book).toEqual({
      file: `${sha256(pdf)}.pdf`,
      bytes: pdf.length,
      contentType: 'application/pdf',
    });
    expect(cover).toEqual({
      file: `${sha256(png)}.png`,
      bytes: png.length,
      contentType: 'image/png',
    });
  });

  it('answers Location /api/admin/uploads/<id> and resumes an upload broken off mid-way from HEAD', async () => {
    const video = anMp4({ mediaBytes: 3 * MIB });
    const id = await beginTusUpload(t.http, admin(), video.length, 'long.mp4');
    await head(id).expect(200).expect('Upload-Offset', '0');

    // The connection drops after a part of the body: what arrived is kept.
    const sentBeforeBreak = MIB + 12_345;
    const broken = openPatch(id, video.subarray(0, sentBeforeBreak), {
      'Upload-Offset': '0',
      'Content-Length': String(video.length),
    });
    await broken.written;
    await sleep(300);
    broken.patch.destroy();
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset < sentBeforeBreak; attempt += 1) {
      await sleep(100);
      offset = await offsetOf(id);
    }
    expect(offset).toBe(sentBeforeBreak);

    const resumed = await sendTusBytes(t.http, admin(), id, offset, video.subarray(offset)).expect(
      204,
    );
    expect(resumed.headers['upload-offset']).toBe(String(video.length));
    const stored = await uploads.claim(id, 'lesson');
    expect(stored.file).toBe(`${sha256(video)}.mp4`);
  });

  it('stops a PATCH that stalled when HEAD asks, keeping what arrived, and goes on from there', async () => {
    const video = anMp4({ mediaBytes: 2 * MIB });
    const id = await beginTusUpload(t.http, admin(), video.length, 'stalled.mp4');
    const sent = 700_001;
    // The client's connection hangs mid-body; it asks HEAD where to go on, as tus-js-client does.
    const stalled = openPatch(id, video.subarray(0, sent), {
      'Upload-Offset': '0',
      'Content-Length': String(video.length),
    });
    await stalled.written;
    await sleep(300);

    expect(await offsetOf(id)).toBe(sent);
    const answer = await stalled.answer;
    expect(answer?.statusCode).toBe(204);
    expect(answer?.headers['upload-offset']).toBe(String(sent));
    stalled.patch.destroy();

    await sendTusBytes(t.http, admin(), id, sent, video.subarray(sent, MIB)).expect(204);
    await sendTusBytes(t.http, admin(), id, MIB, video.subarray(MIB))
      .expect(204)
      .expect('Upload-Offset', String(video.length));
    const stored = await uploads.claim(id, 'lesson');
    expect(readFileSync(join(contentDir, stored.file)).equals(video)).toBe(true);
  });

  it('refuses a PATCH whose body is not application/offset+octet-stream with 415', async () => {
    const id = await beginTusUpload(t.http, admin(), 100, 'typed.pdf');
    for (const type of ['text/plain', 'application/octet-stream', 'application/json']) {
      await t.http
        .patch(`/api/admin/uploads/${id}`)
        .set('Authorization', admin())
        .set('Tus-Resumable', TUS_VERSION)
        .set('Upload-Offset', '0')
        .set('Content-Type', type)
        .send(Buffer.from('{"bytes":1}'))
        .expect(415);
    }
    await head(id).expect('Upload-Offset', '0');
  });

  it('answers a PATCH without Tus-Resumable 1.0.0 with 412, and a bad Upload-Offset with 400', async () => {
    const id = await beginTusUpload(t.http, admin(), 100, 'headers.pdf');
    const patch = (headers: Record<string, string>) =>
      t.http
        .patch(`/api/admin/uploads/${id}`)
        .set('Authorization', admin())
        .set('Content-Type', 'application/offset+octet-stream')
        .set(headers)
        .send(Buffer.alloc(10, 1));
    await patch({ 'Upload-Offset': '0' }).expect(412).expect('Tus-Version', TUS_VERSION);
    await patch({ 'Tus-Resumable': '0.2.2', 'Upload-Offset': '0' }).expect(412);
    for (const offset of ['-1', '01', '1e3', 'zero']) {
      await patch({ 'Tus-Resumable': TUS_VERSION, 'Upload-Offset': offset }).expect(400);
    }
    await patch({ 'Tus-Resumable': TUS_VERSION }).expect(400);
    await head(id).expect('Upload-Offset', '0');
    await sendTusBytes(t.http, admin(), 'f'.repeat(32), 0, Buffer.alloc(1)).expect(404);
  });

  it("answers every refusal, the tus server's and the PATCH's, in the API's error shape with Tus-Resumable", async () => {
    const id = await beginTusUpload(t.http, admin(), 100, 'refused.pdf');
    const refusals = [
      // The tus server's: creation and HEAD.
      await t.http.post('/api/admin/uploads').set('Authorization', admin()).expect(412),
      await t.http
        .post('/api/admin/uploads')
        .set('Authorization', admin())
        .set('Tus-Resumable', TUS_VERSION)
        .set('Upload-Length', String(4 * MIB + 1))
        .expect(413),
      await head('f'.repeat(32)).expect(404),
      // The PATCH's.
      await sendTusBytes(t.http, admin(), id, 50, Buffer.alloc(10, 2)).expect(409),
    ];
    expect(
      refusals.map((answer) => ({
        type: answer.type,
        tus: answer.headers['tus-resumable'],
        body: answer.body as unknown,
      })),
    ).toEqual(
      [
        [412, ERROR_CODES.BAD_REQUEST],
        [413, ERROR_CODES.PAYLOAD_TOO_LARGE],
        [404, ERROR_CODES.NOT_FOUND],
        [409, ERROR_CODES.CONFLICT],
      ].map(([statusCode, code]) => ({
        type: 'application/json',
        tus: TUS_VERSION,
        // HEAD answers no body.
        body: statusCode === 404 ? {} : { statusCode, code, message: expect.any(String) },
      })),
    );
    expect(refusals[0].headers['tus-version']).toBe(TUS_VERSION);
  });

  it('answers 410 for an upload begun more than 24 hours ago', async () => {
    const id = await beginTusUpload(t.http, admin(), 100, 'old.pdf');
    const record = join(t.config.uploadsDir, `${id}.json`);
    const info = JSON.parse(readFileSync(record, 'utf8')) as Record<string, unknown>;
    const dayAndMinuteAgo = new Date(Date.now() - (24 * 60 + 1) * 60_000).toISOString();
    writeFileSync(record, JSON.stringify({ ...info, creation_date: dayAndMinuteAgo }));
    const gone = await sendTusBytes(t.http, admin(), id, 0, Buffer.alloc(10, 1)).expect(410);
    expect(gone.body).toMatchObject({ statusCode: 410, code: ERROR_CODES.UPLOAD_EXPIRED });
    await uploads.removeAbandoned();
  });

  it('refuses bytes sent from the wrong offset with 409, and keeps the upload as it was', async () => {
    const id = await beginTusUpload(t.http, admin(), 100, 'x.pdf');
    await sendTusBytes(t.http, admin(), id, 0, Buffer.alloc(40, 1)).expect(204);
    await sendTusBytes(t.http, admin(), id, 0, Buffer.alloc(10, 2)).expect(409);
    await sendTusBytes(t.http, admin(), id, 50, Buffer.alloc(10, 2)).expect(409);
    await head(id).expect('Upload-Offset', '40');
    expect(await refusalOf(id, 'book')).toMatchObject({
      status: 400,
      code: ERROR_CODES.UPLOAD_INCOMPLETE,
    });
  });

  it('refuses an upload past UPLOAD_MAX_BYTES, or bytes past its length, with 413', async () => {
    const before = uploadFiles();
    await t.http
      .post('/api/admin/uploads')
      .set('Authorization', admin())
      .set('Tus-Resumable', TUS_VERSION)
      .set('Upload-Length', String(4 * MIB + 1))
      .expect(413);
    expect(uploadFiles()).toEqual(before);

    const id = await beginTusUpload(t.http, admin(), 3 * MIB, 'small.pdf');
    await sendTusBytes(t.http, admin(), id, 0, Buffer.alloc(MIB, 1)).expect(204);
    await sendTusBytes(t.http, admin(), id, MIB, Buffer.alloc(2 * MIB + 1, 1)).expect(413);
    await head(id).expect('Upload-Offset', String(MIB));

    // A body of no stated length is refused once it goes past, and none of it is kept.
    const chunked = openPatch(id, Buffer.alloc(MIB, 2), {
      'Upload-Offset': String(MIB),
      'Transfer-Encoding': 'chunked',
    });
    await chunked.written;
    chunked.patch.end(Buffer.alloc(MIB + 1, 2));
    expect((await chunked.answer)?.statusCode).toBe(413);
    await head(id).expect('Upload-Offset', String(MIB));
  });

  it('is for staff with catalogue:write only: none 401, student 401, support 403, API key 403', async () => {
    const begin = () =>
      t.http
        .post('/api/admin/uploads')
        .set('Tus-Resumable', TUS_VERSION)
        .set('Upload-Length', '10');
    const student = await t.student();
    const key = (
      await t.http
        .post('/api/admin/api-keys')
        .set('Authorization', admin())
        .send({
          name: 'every scope but catalogue:write',
          scopes: API_KEY_SCOPES.filter((scope: string) => scope !== 'catalogue:write'),
        })
        .expect(201)
    ).body as ApiKeyCreated;

    await begin().expect(401);
    await begin().set('token', student.token).expect(401);
    await begin().set('Authorization', `Bearer ${student.token}`).expect(401);
    await begin().set('Authorization', t.tokens.support).expect(403);
    await begin().set('Authorization', `Bearer ${key.key}`).expect(403);
    await begin().set('Authorization', admin()).expect(201);

    const id = await beginTusUpload(t.http, admin(), 10, 'a.pdf');
    await sendTusBytes(t.http, t.tokens.support, id, 0, Buffer.alloc(10)).expect(403);
    await head(id).expect('Upload-Offset', '0');
  });

  it('does not take upload bodies at any other route', async () => {
    const student = await t.student();
    await t.http
      .patch('/api/user')
      .set('token', student.token)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(Buffer.from('{"name":"x"}'))
      .expect(415);
  });

  describe('attaching refuses, storing nothing and keeping the upload', () => {
    it.each<[string, () => Buffer, UploadPurpose, string]>([
      ['an executable renamed lesson.mp4', anExecutable, 'lesson', ERROR_CODES.UPLOAD_TYPE_REFUSED],
      ['an executable renamed book.pdf', anExecutable, 'book', ERROR_CODES.UPLOAD_TYPE_REFUSED],
      ['an executable renamed cover.png', anExecutable, 'cover', ERROR_CODES.UPLOAD_TYPE_REFUSED],
      ['a PDF posing as a video', () => aPdf(), 'lesson', ERROR_CODES.UPLOAD_TYPE_REFUSED],
      ['a video posing as a book', () => anMp4(), 'book', ERROR_CODES.UPLOAD_TYPE_REFUSED],
      [
        'an H.265 video',
        () => anMp4({ videoCodec: 'hvc1' }),
        'lesson',
        ERROR_CODES.UPLOAD_TYPE_REFUSED,
      ],
      [
        'MP3 audio',
        () => anMp4({ audioObjectType: 0x6b }),
        'lesson',
        ERROR_CODES.UPLOAD_TYPE_REFUSED,
      ],
      ['a truncated MP4', () => anMp4().subarray(0, 1500), 'lesson', ERROR_CODES.UPLOAD_TRUNCATED],
      [
        'an MP4 without its index',
        () => anMp4({ moovAtEnd: true }).subarray(0, 2000),
        'lesson',
        ERROR_CODES.UPLOAD_TRUNCATED,
      ],
      ['a truncated PDF', () => aPdf().subarray(0, 120), 'book', ERROR_CODES.UPLOAD_TRUNCATED],
      [
        'an MP4 with moov at the end',
        () => anMp4({ moovAtEnd: true }),
        'lesson',
        ERROR_CODES.UPLOAD_NOT_FAST_START,
      ],
    ])('%s', async (_name, bytes, purpose, code) => {
      const stored = storedFiles();
      const id = await uploadWithTus(t.http, admin(), bytes(), `file.${purpose}`);

      expect(await refusalOf(id, purpose)).toMatchObject({ status: 400, code });

      expect(storedFiles()).toEqual(stored);
      await head(id).expect(200);
    });

    it('says how to make an MP4 fast-start', async () => {
      const id = await uploadWithTus(t.http, admin(), anMp4({ moovAtEnd: true }), 'cam.mp4');
      expect((await refusalOf(id, 'lesson')).message).toContain(
        'ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4',
      );
    });

    it('refuses an id that is no upload', async () => {
      for (const id of ['0123456789abcdef0123456789abcdef', '../secrets', 'x'.repeat(32)]) {
        expect(await refusalOf(id, 'book')).toMatchObject({ code: ERROR_CODES.UPLOAD_NOT_FOUND });
      }
    });
  });

  it('removes uploads never attached 24 hours after they began', async () => {
    const id = await uploadWithTus(t.http, admin(), aPdf(), 'late.pdf');
    const hour = 60 * 60 * 1000;

    expect(await uploads.removeAbandoned(new Date(Date.now() + 23 * hour))).toBe(0);
    await head(id).expect(200);
    // Every upload of this file began in the last minutes: each goes, the one above included.
    const leftBefore = new Set(uploadFiles().map((name) => name.replace(/\.json$/, ''))).size;
    expect(await uploads.removeAbandoned(new Date(Date.now() + 24 * hour + 60_000))).toBe(
      leftBefore,
    );

    await head(id).expect(404);
    expect(uploadFiles()).toEqual([]);
  });
});

// Its own application, after the other's: the token strategies are registered process-wide.
describe('resumable uploads on a disk without room', () => {
  let huge: TestApp<'admin'>;

  beforeAll(async () => {
    huge = await createTestApp({ staff: ['admin'], env: { UPLOAD_MAX_BYTES: String(1024 ** 5) } });
  });
  afterAll(() => huge.close());

  it('refuses an upload the disk has no room for with 507', async () => {
    await huge.http
      .post('/api/admin/uploads')
      .set('Authorization', huge.tokens.admin)
      .set('Tus-Resumable', TUS_VERSION)
      .set('Upload-Length', String(1024 ** 5))
      .expect(507)
      .expect(({ body }) =>
        expect(body).toMatchObject({ statusCode: 507, code: ERROR_CODES.UPLOAD_NO_SPACE }),
      );
    expect(readdirSync(huge.config.uploadsDir)).toEqual([]);
  });
});
