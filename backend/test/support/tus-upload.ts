import type TestAgent from 'supertest/lib/agent.js';

export const TUS_VERSION = '1.0.0';

/** Upload-Metadata's value: each key with its value in base64. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Begins a tus upload of `length` bytes and returns its id (the last segment of Location). */
export async function beginTusUpload(
  http: TestAgent,
  authorization: string,
  length: number,
  filename: string,
): Promise<string> {
  const created = await http
    .post('/api/admin/uploads')
    .set('Authorization', authorization)
    .set('Tus-Resumable', TUS_VERSION)
    .set('Upload-Length', String(length))
    .set('Upload-Metadata', tusMetadata({ filename }))
    .expect(201);
  const location: string = created.headers.location;
  if (!location.startsWith('/api/admin/uploads/')) throw new Error(`Location is ${location}`);
  return location.split('/').at(-1)!;
}

/** Sends `bytes` of the upload from `offset`; resolves to the answer. */
export function sendTusBytes(
  http: TestAgent,
  authorization: string,
  id: string,
  offset: number,
  bytes: Buffer,
) {
  return http
    .patch(`/api/admin/uploads/${id}`)
    .set('Authorization', authorization)
    .set('Tus-Resumable', TUS_VERSION)
    .set('Upload-Offset', String(offset))
    .set('Content-Type', 'application/offset+octet-stream')
    .send(bytes);
}

/** Uploads `bytes` with the tus protocol in one PATCH and returns the upload's id. */
export async function uploadWithTus(
  http: TestAgent,
  authorization: string,
  bytes: Buffer,
  filename: string,
): Promise<string> {
  const id = await beginTusUpload(http, authorization, bytes.length, filename);
  const sent = await sendTusBytes(http, authorization, id, 0, bytes).expect(204);
  if (sent.headers['upload-offset'] !== String(bytes.length)) {
    throw new Error(`Upload-Offset is ${sent.headers['upload-offset']} after the whole file`);
  }
  return id;
}
