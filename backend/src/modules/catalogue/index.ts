/** The catalogue (tiers, books, lessons) in the database, held in memory for the students' reads. */
export { CatalogueModule } from './catalogue.module.js';
export { CatalogueService } from './catalogue.service.js';
export type { CatalogueSnapshot, PublishedBook, PublishedLesson } from './catalogue-snapshot.js';
export { ApiCatalogueId, CatalogueIdPipe } from './catalogue-id.pipe.js';
