/** A host name as DNS spells it: labels of letters, digits and inner hyphens, no port, no scheme. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export interface AdminHostSettings {
  /** The back office's own host name (lower-case), or null when it shares the students' origin. */
  adminHost: string | null;
  /** Where the back office is, for links to it (staff mails): ADMIN_URL, or derived. */
  adminUrl: string;
}

/**
 * ADMIN_HOST and ADMIN_URL: the back office on a host of its own, and the address that links
 * to it. ADMIN_URL defaults to https://ADMIN_HOST, or to PUBLIC_URL/admin on a single origin.
 */
export function readAdminHostSettings(
  read: (name: string) => string | undefined,
  publicUrl: string,
  problems: string[],
): AdminHostSettings {
  const rawHost = read('ADMIN_HOST');
  let adminHost: string | null = null;
  if (rawHost !== undefined) {
    const host = rawHost.toLowerCase();
    if (!HOST_NAME.test(host)) {
      problems.push(
        `ADMIN_HOST must be a host name such as admin.academy.example, without scheme or port (got "${rawHost}")`,
      );
    } else if (host === new URL(publicUrl).hostname.toLowerCase()) {
      problems.push(
        `ADMIN_HOST must differ from PUBLIC_URL's host (${host}): the students' host never serves the back office`,
      );
    } else {
      adminHost = host;
    }
  }
  const fallback = adminHost ? `https://${adminHost}` : `${publicUrl}/admin`;
  const rawUrl = read('ADMIN_URL');
  if (rawUrl === undefined) return { adminHost, adminUrl: fallback };
  const parsed = URL.canParse(rawUrl) ? new URL(rawUrl) : null;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    problems.push(`ADMIN_URL must be a http or https URL (got "${rawUrl}")`);
    return { adminHost, adminUrl: fallback };
  }
  if (adminHost && parsed.hostname !== adminHost) {
    problems.push(`ADMIN_URL must be on ADMIN_HOST (${adminHost}) (got "${rawUrl}")`);
    return { adminHost, adminUrl: fallback };
  }
  return { adminHost, adminUrl: rawUrl.replace(/\/+$/, '') };
}
