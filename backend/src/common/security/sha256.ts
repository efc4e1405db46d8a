import { createHash } from 'node:crypto';

/** The hex SHA-256 of a text: how single-use tokens and request fingerprints are kept. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
