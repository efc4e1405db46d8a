/** The audit trail: what other modules record into it and show from it. */
export { AuditModule } from './audit.module.js';
export { AuditService, actorName, apiKeyActorName } from './audit.service.js';
export { AuditEntryResponse } from './audit.controller.js';
export { AuditedSettingsRow } from './audited-settings-row.js';
