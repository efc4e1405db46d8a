import { DataSource } from 'typeorm';
import { PasswordHasher } from '../common/security/password-hasher.js';
import { SecurityModule } from '../common/security/security.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { runCli, UsageError } from './run-cli.js';
import { SEED_MAX_USERS, SEED_PASSWORD, seedCount, seedUsers } from './seed-users.js';

const USAGE = `Usage: npm run seed -- --users <count>

Adds <count> made-up students (1 to ${SEED_MAX_USERS.toLocaleString('en-US')}) to the database of
DATABASE_URL, or to the embedded one in DATA_DIR (stop the server first: only one process may
open it). Their e-mails are seed.<n>@example.com and their password is ${SEED_PASSWORD}`;

runCli({
  usage: USAGE,
  options: { users: { type: 'string' } },
  parse(values) {
    const count = seedCount(values.users as string | undefined);
    if (count === null) {
      throw new UsageError(`--users must be a whole number from 1 to ${SEED_MAX_USERS}`);
    }
    return count;
  },
  imports: [DatabaseModule, SecurityModule],
  async run(count, context) {
    const started = performance.now();
    // One real hash for everyone: hashing each password would take hours at this memory cost.
    const passwordHash = await context.get(PasswordHasher).hash(SEED_PASSWORD);
    const progress = process.stderr.isTTY
      ? (inserted: number) => process.stderr.write(`\r${inserted} / ${count}`)
      : undefined;
    const { first, last } = await seedUsers(context.get(DataSource), count, passwordHash, progress);
    if (progress) process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Inserted ${count} users (seed.${first}@example.com to seed.${last}@example.com, password ${SEED_PASSWORD}) in ${seconds} s.`;
  },
});
