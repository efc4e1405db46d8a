import { CreateCoreTables1763800000000 } from './1763800000000-CreateCoreTables.js';
import { IndexAuditActor1764000000000 } from './1764000000000-IndexAuditActor.js';

export const MIGRATIONS = [CreateCoreTables1763800000000, IndexAuditActor1764000000000];
