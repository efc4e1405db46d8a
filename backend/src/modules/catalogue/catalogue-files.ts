import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CatalogueItemRequest } from '@academy/contracts';
import { Sweep } from '../../common/jobs/sweep.js';
import { UploadsService, type PreparedContent } from '../uploads/index.js';
import type { BookEntity } from './book.entity.js';
import type { LessonEntity } from './lesson.entity.js';

/** Where the API serves an uploaded cover: public, since the library shows covers to everyone. */
export const COVER_URL_PREFIX = '/api/covers/';

/** The columns of a book or lesson a create or a change sets, and the uploads they name. */
export interface ItemFiles<E> {
  fields: Partial<E>;
  /** Judged and named, stored by `attach` inside the item's transaction. */
  prepared: PreparedContent[];
}

type BookFiles = Pick<BookEntity, 'file' | 'coverUrl' | 'coverFile'>;
type LessonFiles = Pick<LessonEntity, 'file' | 'durationSeconds'>;

/** The first key of the advisory locks on stored files' names (the second is the name's hash). */
const FILE_LOCKS = 0x63617466;

/** Every stored file some book or lesson names, archived ones included. */
const REFERENCED = `
  SELECT file AS name FROM catalogue_books
  UNION SELECT cover_file FROM catalogue_books WHERE cover_file IS NOT NULL
  UNION SELECT file FROM catalogue_lessons`;

/**
 * The stored files of books and lessons. An upload id in a create or a change is judged (sniffed
 * and hashed, refused with 400 otherwise) before the item's transaction, so that no row stays
 * locked while a large file is hashed; a value sent back as the record holds it keeps the file.
 *
 * Files are named by their content, so two items may share one. A file no item names any more is
 * removed; a lock on its name in the database makes that safe on every replica: storing a file and
 * saving the item that names it hold the lock until the item commits, and the removal takes it
 * before asking whether any item names the file.
 */
@Injectable()
export class CatalogueFiles {
  private readonly logger = new Logger(CatalogueFiles.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  async book(
    request: CatalogueItemRequest,
    current?: Pick<BookEntity, 'file' | 'coverUrl'>,
  ): Promise<ItemFiles<BookFiles>> {
    const files: ItemFiles<BookFiles> = { fields: {}, prepared: [] };
    if (request.upload !== current?.file) {
      const prepared = await this.uploads.prepare(request.upload, 'book');
      files.fields.file = prepared.file;
      files.prepared.push(prepared);
    }
    const cover = request.cover ?? null;
    if (cover === null) {
      if (current?.coverUrl != null)
        Object.assign(files.fields, { coverUrl: null, coverFile: null });
    } else if (cover !== current?.coverUrl) {
      const prepared = await this.uploads.prepare(cover, 'cover');
      files.fields.coverFile = prepared.file;
      files.fields.coverUrl = `${COVER_URL_PREFIX}${prepared.file}`;
      files.prepared.push(prepared);
    }
    return files;
  }

  async lesson(
    request: CatalogueItemRequest,
    current?: Pick<LessonEntity, 'file'>,
  ): Promise<ItemFiles<LessonFiles>> {
    if (request.upload === current?.file) return { fields: {}, prepared: [] };
    const prepared = await this.uploads.prepare(request.upload, 'lesson');
    return {
      fields: { file: prepared.file, durationSeconds: prepared.durationSeconds ?? 0 },
      prepared: [prepared],
    };
  }

  /** Inside the item's transaction: locks the files' names and moves them into CONTENT_DIR. */
  async attach(manager: EntityManager, prepared: readonly PreparedContent[]): Promise<void> {
    await lockNames(
      manager,
      prepared.map(({ file }) => file),
    );
    for (const content of prepared) await this.uploads.store(content);
  }

  /**
   * After a change: removes each of the files that no item names any more. A failure is logged,
   * not thrown (the change stands); the hourly sweep removes the file later.
   */
  async removeUnreferenced(names: readonly (string | null | undefined)[]): Promise<void> {
    for (const name of new Set(names)) {
      if (!name) continue;
      try {
        await this.dataSource.transaction(async (manager) => {
          await lockNames(manager, [name]);
          const [{ used }] = await manager.query<{ used: boolean }[]>(
            `SELECT EXISTS (SELECT 1 FROM (${REFERENCED}) AS referenced WHERE name = $1) AS used`,
            [name],
          );
          if (!used) await this.uploads.removeStored(name);
        });
      } catch (error) {
        this.logger.warn(`Could not remove the unused file ${name}: ${String(error)}`);
      }
    }
  }

  /**
   * Removes the stored files no item names: those left by a process that stopped between an
   * item's change and the removal of what it replaced, or by a change that failed after storing.
   */
  @Sweep({
    name: 'catalogue-files',
    everyMs: 60 * 60_000,
    failure: 'Removing unused catalogue files failed',
  })
  async removeAllUnreferenced(): Promise<void> {
    const stored = await this.uploads.storedFiles();
    if (stored.length === 0) return;
    const rows = await this.dataSource.query<{ name: string }[]>(REFERENCED);
    const referenced = new Set(rows.map(({ name }) => name));
    // Each is asked again under its lock: an item may name it by then.
    await this.removeUnreferenced(stored.filter((name) => !referenced.has(name)));
  }
}

/** Takes the transaction's locks on the names, in one order, so that two takers never deadlock. */
async function lockNames(manager: EntityManager, names: readonly string[]): Promise<void> {
  for (const name of [...new Set(names)].sort()) {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [FILE_LOCKS, name]);
  }
}
