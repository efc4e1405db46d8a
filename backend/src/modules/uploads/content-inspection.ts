import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { ApiException } from '../../common/http/api-exception.js';
import { inspectMp4 } from './mp4-inspection.js';
import type { UploadPurpose } from './stored-content.js';
import { uploadNotFastStart, uploadTruncated, uploadTypeRefused } from './uploads.errors.js';

/** What an upload is, judged from its bytes (its name and declared type count for nothing). */
export interface InspectedContent {
  extension: string;
  contentType: string;
  durationSeconds?: number;
}

const COVER_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A PDF ends with `%%EOF`, give or take trailing whitespace, within its last kilobyte. */
const PDF_TAIL_BYTES = 1024;

/** The content of a file fit for `purpose`, or the refusal that says why it is not. */
export async function inspectContent(
  path: string,
  size: number,
  purpose: UploadPurpose,
): Promise<InspectedContent | ApiException> {
  const sniffed = (await fileTypeFromFile(path))?.mime ?? 'unrecognised data';
  const looksLike = `it looks like ${sniffed}`;
  switch (purpose) {
    case 'book':
      if (sniffed !== 'application/pdf') return uploadTypeRefused(purpose, looksLike);
      if (!(await endsLikePdf(path, size))) return uploadTruncated('the PDF has no end marker');
      return { extension: 'pdf', contentType: 'application/pdf' };
    case 'cover': {
      const extension = COVER_EXTENSIONS[sniffed];
      if (extension === undefined) return uploadTypeRefused(purpose, looksLike);
      return { extension, contentType: sniffed };
    }
    case 'lesson': {
      if (sniffed !== 'video/mp4') return uploadTypeRefused(purpose, looksLike);
      const verdict = await inspectMp4(path, size);
      switch (verdict.kind) {
        case 'playable':
          return {
            extension: 'mp4',
            contentType: 'video/mp4',
            durationSeconds: verdict.durationSeconds,
          };
        case 'cut-short':
          return uploadTruncated(verdict.detail);
        case 'index-at-end':
          return uploadNotFastStart();
        case 'refused':
          return uploadTypeRefused(purpose, verdict.detail);
      }
    }
  }
}

async function endsLikePdf(path: string, size: number): Promise<boolean> {
  const length = Math.min(size, PDF_TAIL_BYTES);
  const tail = Buffer.alloc(length);
  const file = await open(path, 'r');
  try {
    await file.read(tail, 0, length, size - length);
  } finally {
    await file.close();
  }
  return tail.includes('%%EOF', 0, 'latin1');
}
