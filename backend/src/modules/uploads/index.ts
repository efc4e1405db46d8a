/** Resumable uploads of the catalogue's files, and attaching them to books and lessons. */
export { UploadsModule } from './uploads.module.js';
export { UploadsService } from './uploads.service.js';
export type { PreparedContent, StoredContent, UploadPurpose } from './stored-content.js';
export { UPLOADS_PATH } from './tus-endpoint.js';
export { TUS_BODY_TYPE } from './tus-patch.js';
