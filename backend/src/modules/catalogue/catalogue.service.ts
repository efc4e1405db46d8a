import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StudentChangeFeed } from '../../database/student-change-feed.js';
import { BookEntity } from './book.entity.js';
import { catalogueSnapshot, type CatalogueSnapshot } from './catalogue-snapshot.js';
import { LessonEntity } from './lesson.entity.js';
import { TierEntity } from './tier.entity.js';

/**
 * The catalogue students see, held in memory on every replica. The database announces each
 * change to the catalogue tables when it commits (CatalogueNotifications), the held copy goes the
 * moment the announcement arrives, and an answer from memory first waits until every change
 * committed before the request has arrived, as for the signed-in students (StudentCache). Without
 * the announcements every read goes to the database.
 */
@Injectable()
export class CatalogueService {
  private held: CatalogueSnapshot | null = null;
  private loading: Promise<CatalogueSnapshot> | null = null;
  // Counts the changes heard; a read that saw one arrive while it ran is not kept.
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly feed: StudentChangeFeed,
  ) {
    feed.subscribeCatalogue(() => this.forget());
  }

  async current(): Promise<CatalogueSnapshot> {
    const held = this.held;
    if (held && (await this.feed.caughtUp()) && this.held === held) return held;
    return this.load();
  }

  private load(): Promise<CatalogueSnapshot> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.read().then(
      (snapshot) => {
        if (this.loading === loading) this.loading = null;
        if (generation === this.generation) this.held = snapshot;
        return snapshot;
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = null;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  private async read(): Promise<CatalogueSnapshot> {
    // One snapshot of the three tables, so that no rule names a tier the read did not see.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) =>
      catalogueSnapshot({
        tiers: await manager.find(TierEntity),
        books: await manager.find(BookEntity),
        lessons: await manager.find(LessonEntity),
      }),
    );
  }

  private forget(): void {
    this.generation += 1;
    this.held = null;
    // A read under way may predate the change: the next caller starts a fresh one.
    this.loading = null;
  }
}
