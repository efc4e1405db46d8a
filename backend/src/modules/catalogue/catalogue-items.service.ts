import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { CatalogueItemRecord, CatalogueItemRequest } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { parseListQuery, type ListPage, type ListQuery } from '../../common/http/list-query.js';
import type { ApiException } from '../../common/http/api-exception.js';
import { LessonProgressEntity } from '../content/lesson-progress.entity.js';
import { BookEntity } from './book.entity.js';
import { CatalogueAudit } from './catalogue-audit.js';
import { CatalogueFiles, type ItemFiles } from './catalogue-files.js';
import type { CatalogueItemColumns } from './catalogue-item.columns.js';
import { placeItem } from './catalogue-positions.js';
import { toBookRecord, toLessonRecord } from './catalogue-records.js';
import {
  archivedReadOnly,
  bookNotFound,
  lessonNotFound,
  unknownTiers,
} from './catalogue.errors.js';
import { LessonEntity } from './lesson.entity.js';
import { TierEntity } from './tier.entity.js';

const SORTABLE = ['position', 'id', 'title'] as const;
// Unless asked otherwise, the list is in the students' order.
const IN_ORDER = JSON.stringify(['position', 'ASC']);

/** What differs between books and lessons for the back office. */
export interface ItemKind<
  TEntity extends CatalogueItemColumns,
  TRecord extends CatalogueItemRecord,
> {
  resource: 'books' | 'lessons';
  entity: new () => TEntity;
  toRecord: (row: TEntity) => TRecord;
  notFound: () => ApiException;
  /** Whether a student has used the item, so that deleting it would lose their history. */
  used: (manager: EntityManager, id: number) => Promise<boolean>;
  /** The stored files the item names. */
  files: (row: TEntity) => (string | null)[];
}

export const BOOKS: ItemKind<BookEntity, ReturnType<typeof toBookRecord>> = {
  resource: 'books',
  entity: BookEntity,
  toRecord: toBookRecord,
  notFound: bookNotFound,
  // Nothing records who read a book: an unpublished one has no history to keep.
  used: () => Promise.resolve(false),
  files: (row) => [row.file, row.coverFile],
};

export const LESSONS: ItemKind<LessonEntity, ReturnType<typeof toLessonRecord>> = {
  resource: 'lessons',
  entity: LessonEntity,
  toRecord: toLessonRecord,
  notFound: lessonNotFound,
  used: (manager, id) => manager.existsBy(LessonProgressEntity, { lessonId: id }),
  files: (row) => [row.file],
};

/**
 * Books and lessons as the back office manages them: texts, access rule, publish state and place.
 * DELETE removes an unpublished item nobody has used, and archives any other: it leaves the
 * students' lists but stays in the back office and in their history.
 */
@Injectable()
export class CatalogueItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: CatalogueAudit,
    private readonly files: CatalogueFiles,
  ) {}

  async list<E extends CatalogueItemColumns, R extends CatalogueItemRecord>(
    kind: ItemKind<E, R>,
    query: ListQuery,
  ): Promise<ListPage<R>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      { ...query, sort: query.sort ?? IN_ORDER },
      SORTABLE,
      'position',
    );
    const ids = Array.isArray(filter.id) ? filter.id.map(Number) : undefined;
    const [rows, total] = await this.dataSource.getRepository(kind.entity).findAndCount({
      where: ids ? ({ id: In(ids) } as never) : {},
      order: { [sortField]: sortOrder, id: 'ASC' } as never,
      skip: offset,
      take: limit,
    });
    return { rows: rows.map(kind.toRecord), total, offset };
  }

  async get<E extends CatalogueItemColumns, R extends CatalogueItemRecord>(
    kind: ItemKind<E, R>,
    id: number,
  ): Promise<R> {
    return kind.toRecord(await this.find(this.dataSource.manager, kind, id));
  }

  /**
   * Changes the texts, the access rule, the publish state and the place. The file and the cover
   * stay as they are when sent back as the record holds them; a replaced file no item names any
   * more is removed once the change is saved.
   */
  async update<E extends CatalogueItemColumns, R extends CatalogueItemRecord>(
    actor: StaffActor,
    kind: ItemKind<E, R>,
    id: number,
    request: CatalogueItemRequest,
    storeFiles: (current: NoInfer<E>) => Promise<ItemFiles<NoInfer<E>>>,
  ): Promise<R> {
    const files = await storeFiles(await this.find(this.dataSource.manager, kind, id));
    const touched: (string | null)[] = files.prepared.map(({ file }) => file);
    return this.thenRemoveUnused(touched, () =>
      this.dataSource.transaction(async (manager) => {
        const row = await this.find(manager, kind, id, true);
        if (row.archived) throw archivedReadOnly();
        const before = kind.toRecord(row);
        await this.checkTiers(manager, request.tiers);
        await this.files.attach(manager, files.prepared);
        touched.push(...kind.files(row));
        await manager.update(kind.entity, id, {
          ...itemFields(request),
          ...files.fields,
          updatedAt: new Date(),
        } as never);
        if (request.position !== undefined && request.position !== row.position) {
          await placeItem(manager, kind.entity, id, request.position);
        }
        return this.recordChange(manager, actor, kind, id, 'updated', before);
      }),
    );
  }

  /** Adds an item with its file(s), stored first, placed where asked (last by default). */
  async create<E extends CatalogueItemColumns, R extends CatalogueItemRecord>(
    actor: StaffActor,
    kind: ItemKind<E, R>,
    request: CatalogueItemRequest,
    storeFiles: () => Promise<ItemFiles<NoInfer<E>>>,
  ): Promise<R> {
    await this.checkTiers(this.dataSource.manager, request.tiers);
    const files = await storeFiles();
    // Only a failed create leaves them unused.
    const stored = files.prepared.map(({ file }) => file);
    return this.thenRemoveUnused(stored, () =>
      this.dataSource.transaction(async (manager) => {
        await this.checkTiers(manager, request.tiers);
        await this.files.attach(manager, files.prepared);
        const inserted = await manager.insert(kind.entity, {
          ...itemFields(request),
          ...files.fields,
          position: 0,
        } as never);
        const id = (inserted.identifiers[0] as { id: number }).id;
        await placeItem(manager, kind.entity, id, request.position);
        return this.recordChange(manager, actor, kind, id, 'created', null);
      }),
    );
  }

  /**
   * Deletes an unpublished item nobody has used, and its files unless another item names them;
   * archives any other, files and all. Answers the item as it was.
   */
  delete<E extends CatalogueItemColumns, R extends CatalogueItemRecord>(
    actor: StaffActor,
    kind: ItemKind<E, R>,
    id: number,
  ): Promise<R> {
    const deleted: (string | null)[] = [];
    return this.thenRemoveUnused(deleted, () =>
      this.dataSource.transaction(async (manager) => {
        const row = await this.find(manager, kind, id, true);
        const before = kind.toRecord(row);
        if (row.published || row.archived || (await kind.used(manager, id))) {
          await manager.update(kind.entity, id, {
            published: false,
            archived: true,
            updatedAt: new Date(),
          } as never);
          await placeItem(manager, kind.entity, id, undefined);
          return this.recordChange(manager, actor, kind, id, 'archived', before);
        }
        await manager.delete(kind.entity, id);
        deleted.push(...kind.files(row));
        await placeItem(manager, kind.entity, id, undefined);
        await this.changes.record(manager, actor, {
          resource: kind.resource,
          id,
          change: 'deleted',
          before,
          after: null,
        });
        return before;
      }),
    );
  }

  /**
   * Runs the change, then removes those of `files` (filled in as it runs) that no item names,
   * whether it was saved or not: those it replaced, or those it stored before it failed.
   */
  private async thenRemoveUnused<T>(files: (string | null)[], change: () => Promise<T>) {
    try {
      return await change();
    } finally {
      await this.files.removeUnreferenced(files);
    }
  }

  /** Audits a change that left the item in place, and answers the item as it is now. */
  private async recordChange<E extends CatalogueItemColumns, R extends CatalogueItemRecord>(
    manager: EntityManager,
    actor: StaffActor,
    kind: ItemKind<E, R>,
    id: number,
    change: 'created' | 'updated' | 'archived',
    before: R | null,
  ): Promise<R> {
    const after = kind.toRecord(await this.find(manager, kind, id));
    await this.changes.record(manager, actor, {
      resource: kind.resource,
      id,
      change,
      before,
      after,
    });
    return after;
  }

  private async checkTiers(manager: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const known = await manager.find(TierEntity, { select: { id: true }, where: { id: In(ids) } });
    const missing = ids.filter((id) => !known.some((tier) => tier.id === id));
    if (missing.length > 0) throw unknownTiers(missing);
  }

  private async find<E extends CatalogueItemColumns, R extends CatalogueItemRecord>(
    manager: EntityManager,
    kind: ItemKind<E, R>,
    id: number,
    lock = false,
  ): Promise<E> {
    const row = await manager.findOne(kind.entity, {
      where: { id } as never,
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) throw kind.notFound();
    return row;
  }
}

function itemFields(request: CatalogueItemRequest): Partial<CatalogueItemColumns> {
  return {
    title: request.title,
    titleRu: request.titleRu ?? '',
    description: request.description,
    descriptionRu: request.descriptionRu ?? '',
    accessTiers: request.tiers,
    minBalance: request.minBalance ?? null,
    free: request.free ?? false,
    published: request.published,
  };
}
