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
