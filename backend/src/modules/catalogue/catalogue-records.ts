import type { BookRecord, CatalogueItemRecord, CourseTier, LessonRecord } from '@academy/contracts';
import type { BookEntity } from './book.entity.js';
import type { CatalogueItemColumns } from './catalogue-item.columns.js';
import type { LessonEntity } from './lesson.entity.js';
import type { TierEntity } from './tier.entity.js';

function itemRecord(row: CatalogueItemColumns): CatalogueItemRecord {
  return {
    id: row.id,
    title: row.title,
    titleRu: row.titleRu,
    description: row.description,
    descriptionRu: row.descriptionRu,
    upload: row.file,
    tiers: [...row.accessTiers],
    minBalance: row.minBalance,
    free: row.free,
    published: row.published,
    position: row.position,
    archived: row.archived,
  };
}

export function toBookRecord(row: BookEntity): BookRecord {
  return { ...itemRecord(row), cover: row.coverUrl };
}

export function toLessonRecord(row: LessonEntity): LessonRecord {
  return { ...itemRecord(row), durationSeconds: row.durationSeconds };
}

/** A tier as students see it on sale: the back office's record adds its place and state. */
export function courseTierOf(tier: TierEntity): CourseTier {
  return {
    id: tier.id,
    name: tier.name,
    price: tier.price,
    description: tier.description,
    descriptionRu: tier.descriptionRu,
    popular: tier.popular,
  };
}
