import type { AuditFilter, ExportLink } from '@academy/contracts';
import { ADMIN_API, json, type AdminHttp } from '../../providers/admin-http';

/** The audit log's calls that are not plain CRUD. */
export interface AuditDataProvider {
  /** A short-lived link the browser follows to save the CSV straight to disk. */
  exportAudit(filter: AuditFilter): Promise<ExportLink>;
}

export function auditDataProvider({ request }: AdminHttp): AuditDataProvider {
  return {
    exportAudit: (filter) =>
      request<ExportLink>(`${ADMIN_API}/audit/export-links`, json({ filter })),
  };
}
