/** What an upload is attached as: a book's PDF, a lesson's video or a book's cover image. */
export type UploadPurpose = 'book' | 'lesson' | 'cover';

/** An attached upload's content, kept in CONTENT_DIR under a name made of its SHA-256. */
export interface StoredContent {
  /** The file's path relative to CONTENT_DIR: `<sha256>.<extension>`. */
  file: string;
  bytes: number;
  contentType: string;
  /** A lesson video's length in whole seconds, read from the MP4 itself. */
  durationSeconds?: number;
}

/** A stored file's name: the SHA-256 of its bytes in hex, and the extension of its type. */
export const STORED_FILE = /^[0-9a-f]{64}\.(?:pdf|mp4|jpg|png|webp)$/;

/** An upload judged fit and named, still in the uploads folder until it is stored. */
export interface PreparedContent extends StoredContent {
  uploadId: string;
  /** Where its bytes are until stored. */
  source: string;
}
