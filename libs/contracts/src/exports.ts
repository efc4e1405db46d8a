/** POST /api/admin/{users,audit,payments}/export-links: a download that needs no header. */
export interface ExportLink {
  /** The API path with its signature, to be opened by the browser (relative to the API's origin). */
  url: string;
  expiresAt: string;
}

/** How long an export link can be followed. */
export const EXPORT_LINK_SECONDS = 60;
