/** Signed export links: a module with a CSV export offers a link to it through these. */
export { ExportLinksModule } from './export-links.module.js';
export { ExportLinksService } from './export-links.service.js';
export { CreateExportLinkDto, SignedExportQuery } from './dto/export-link.dto.js';
export { CsvExportRoutes } from './csv-export-routes.js';
export {
  CsvExportOperation,
  ExportLinkOperation,
  SignedExportOperation,
} from './export-link.decorators.js';
