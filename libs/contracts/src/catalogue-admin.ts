import type { AccessRule, CourseTier, CourseTierId } from './catalogue.js';

/** A tier as GET /api/admin/tiers lists it and PUT takes it back. */
export interface TierRecord extends CourseTier {
  published: boolean;
  position: number;
  /** Deleted while students held it: kept for them, never sold again. */
  archived: boolean;
}

/** POST /api/admin/tiers; PUT /api/admin/tiers/:id takes the same (its id cannot change). */
export interface TierRequest extends Omit<CourseTier, 'descriptionRu'> {
  descriptionRu?: string;
  published: boolean;
  /** 1-based place in the list; the others move to make room. Last when absent. */
  position?: number;
}

/** POST /api/admin/books and /api/admin/lessons; PUT takes the same with the record's fields. */
export interface CatalogueItemRequest extends Partial<AccessRule> {
  title: string;
  titleRu?: string;
  description: string;
  descriptionRu?: string;
  /** An upload id from POST /api/admin/uploads, or the record's `upload` unchanged. */
  upload: string;
  /** Books: a cover image's upload id, or the record's `cover` unchanged. */
  cover?: string | null;
  tiers: CourseTierId[];
  published: boolean;
  /** 1-based place in the list; the others move to make room. Last when absent. */
  position?: number;
}

/** A book or lesson as the back office lists and shows it. */
export interface CatalogueItemRecord extends AccessRule {
  id: number;
  title: string;
  titleRu: string;
  description: string;
  descriptionRu: string;
  /** The stored file, relative to CONTENT_DIR; sent back unchanged by PUT keeps it. */
  upload: string;
  published: boolean;
  position: number;
  /** Deleted while students had used it: kept for their history, never listed to them. */
  archived: boolean;
}

export interface BookRecord extends CatalogueItemRecord {
  /** The cover's URL, or null for none. */
  cover: string | null;
}

export interface LessonRecord extends CatalogueItemRecord {
  /** Read from the video itself. */
  durationSeconds: number;
}
