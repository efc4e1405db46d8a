import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DirectorySettings {
  staticRoots: { student: string; admin: string };
  contentDir: string;
  receiptsDir: string;
  uploadsDir: string;
}

/**
 * The folders the API serves (the two apps' builds, CONTENT_DIR) and the ones it must never serve
 * (RECEIPTS_DIR, UPLOADS_DIR): a private folder inside a served one is refused.
 */
export function readDirectorySettings(
  read: (name: string) => string | undefined,
  dataDir: string,
  problems: string[],
): DirectorySettings {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const staticRoots = {
    student: resolve(read('STUDENT_WEB_DIR') ?? join(repoRoot, 'student-web/dist')),
    admin: resolve(read('ADMIN_WEB_DIR') ?? join(repoRoot, 'admin-web/dist')),
  };
  const contentDir = resolve(read('CONTENT_DIR') ?? join(repoRoot, 'content'));
  const receiptsDir = resolve(read('RECEIPTS_DIR') ?? join(dataDir, 'receipts'));
  const uploadsDir = resolve(read('UPLOADS_DIR') ?? join(dataDir, 'uploads'));
  const servedRoots = [staticRoots.student, staticRoots.admin, contentDir];
  for (const [name, dir] of [
    ['RECEIPTS_DIR', receiptsDir],
    ['UPLOADS_DIR', uploadsDir],
  ] as const) {
    const servedRoot = servedRoots.find((root) => dir === root || dir.startsWith(`${root}${sep}`));
    if (servedRoot) {
      problems.push(`${name} must not be inside ${servedRoot}, which the server serves`);
    }
  }
  return { staticRoots, contentDir, receiptsDir, uploadsDir };
}
