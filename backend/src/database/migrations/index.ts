import { CreateCoreTables1763800000000 } from './1763800000000-CreateCoreTables.js';

export const MIGRATIONS = [CreateCoreTables1763800000000];
