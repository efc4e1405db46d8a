import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { AccessRule } from '@academy/contracts';
import {
  SEED_BOOKS,
  SEED_LESSONS,
  SEED_TIERS,
  type SeedBook,
  type SeedLesson,
} from '@academy/contracts/seed';

const CATALOGUE_TABLES = ['catalogue_tiers', 'catalogue_books', 'catalogue_lessons'];

const ITEM_COLUMNS = `"id", "title", "title_ru", "description", "description_ru", "file",
  "access_tiers", "min_balance", "free", "published", "position"`;

function itemValues(item: SeedBook | SeedLesson, position: number, access: AccessRule): unknown[] {
  const { id, title, titleRu, description, descriptionRu, file } = item;
  return [
    id,
    title,
    titleRu,
    description,
    descriptionRu,
    file,
    access.tiers,
    access.minBalance,
    access.free,
    true,
    position,
  ];
}

/**
 * The catalogue moves from code to the database: tiers, books and lessons, seeded with the
 * catalogue the academy shipped with (@academy/contracts' SEED_*), so an upgraded academy sees
 * no change. Every change to the three tables is announced on the `academy_catalogue` channel
 * (payload: the schema) when it commits, so each API process drops its copy at once.
 */
export class CreateCatalogue1796550000000 implements MigrationInterface {
  name = 'CreateCatalogue1796550000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "catalogue_books" ("title" character varying(200) NOT NULL, "title_ru" character varying(200) NOT NULL DEFAULT '', "description" text NOT NULL, "description_ru" text NOT NULL DEFAULT '', "file" character varying(300) NOT NULL, "access_tiers" character varying(32) array NOT NULL DEFAULT '{}', "min_balance" numeric(14,2), "free" boolean NOT NULL DEFAULT false, "published" boolean NOT NULL DEFAULT false, "archived" boolean NOT NULL DEFAULT false, "position" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "cover_url" character varying(500), "cover_file" character varying(300), CONSTRAINT "catalogue_books_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "catalogue_lessons" ("title" character varying(200) NOT NULL, "title_ru" character varying(200) NOT NULL DEFAULT '', "description" text NOT NULL, "description_ru" text NOT NULL DEFAULT '', "file" character varying(300) NOT NULL, "access_tiers" character varying(32) array NOT NULL DEFAULT '{}', "min_balance" numeric(14,2), "free" boolean NOT NULL DEFAULT false, "published" boolean NOT NULL DEFAULT false, "archived" boolean NOT NULL DEFAULT false, "position" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "duration_seconds" integer NOT NULL, CONSTRAINT "catalogue_lessons_duration_check" CHECK (duration_seconds >= 0), CONSTRAINT "catalogue_lessons_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "catalogue_tiers" ("id" character varying(32) NOT NULL, "name" character varying(16) NOT NULL, "price" integer NOT NULL, "description" text NOT NULL, "description_ru" text NOT NULL DEFAULT '', "popular" boolean NOT NULL DEFAULT false, "published" boolean NOT NULL DEFAULT true, "archived" boolean NOT NULL DEFAULT false, "position" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "catalogue_tiers_price_check" CHECK (price >= 1 AND price <= 100000), CONSTRAINT "catalogue_tiers_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "catalogue_tiers_name_key" ON "catalogue_tiers"  ("name") `,
    );
    await this.seed(db);
    await db.query(`
      CREATE FUNCTION "academy_notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('academy_catalogue', TG_TABLE_SCHEMA);
        RETURN NULL;
      END $$`);
    for (const table of CATALOGUE_TABLES) {
      await db.query(`
        CREATE TRIGGER "${table}_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "academy_notify_catalogue_changed"()`);
    }
  }

  private async seed(db: QueryRunner): Promise<void> {
    for (const tier of SEED_TIERS) {
      await db.query(
        `INSERT INTO "catalogue_tiers" ("id", "name", "price", "description", "description_ru", "popular", "published", "position")
         VALUES ($1, $2, $3, $4, $5, $6, true, $7)`,
        [
          tier.id,
          tier.name,
          tier.price,
          tier.description,
          tier.descriptionRu,
          tier.popular,
          tier.position,
        ],
      );
    }
    for (const [index, book] of SEED_BOOKS.entries()) {
      await db.query(
        `INSERT INTO "catalogue_books" (${ITEM_COLUMNS}, "cover_url")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [...itemValues(book, index + 1, book.access), book.image],
      );
    }
    for (const [index, lesson] of SEED_LESSONS.entries()) {
      await db.query(
        `INSERT INTO "catalogue_lessons" (${ITEM_COLUMNS}, "duration_seconds")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [...itemValues(lesson, index + 1, lesson.access), lesson.durationSeconds],
      );
    }
    // The seed chose its ids: new items continue after them.
    for (const table of ['catalogue_books', 'catalogue_lessons']) {
      await db.query(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max("id") FROM "${table}"))`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) {
      await db.query(`DROP TRIGGER "${table}_notify" ON "${table}"`);
    }
    await db.query(`DROP FUNCTION "academy_notify_catalogue_changed"()`);
    await db.query(`DROP INDEX "catalogue_tiers_name_key"`);
    await db.query(`DROP TABLE "catalogue_tiers"`);
    await db.query(`DROP TABLE "catalogue_lessons"`);
    await db.query(`DROP TABLE "catalogue_books"`);
  }
}
