import { CreateCoreTables1763800000000 } from './1763800000000-CreateCoreTables.js';
import { IndexAuditActor1764000000000 } from './1764000000000-IndexAuditActor.js';
import { CreatePayments1764200000000 } from './1764200000000-CreatePayments.js';

export const MIGRATIONS = [
  CreateCoreTables1763800000000,
  IndexAuditActor1764000000000,
  CreatePayments1764200000000,
];
