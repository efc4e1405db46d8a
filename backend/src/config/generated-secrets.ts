import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** The signing secrets made on first start when none are set, kept in DATA_DIR. */
export interface GeneratedSecrets {
  jwtSecret: string;
  adminJwtSecret: string;
}

export function loadOrCreateGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    adminJwtSecret: randomBytes(48).toString('base64url'),
  };
  try {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    // Another instance sharing DATA_DIR wrote them first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  }
}
