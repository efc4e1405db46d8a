import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { AppConfig, ConfigurationError } from '../config/app-config.js';
import { AppConfigModule } from '../config/app-config.module.js';
import { PasswordHasher } from '../common/security/password-hasher.js';
import { SecurityModule } from '../common/security/security.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { SEED_MAX_USERS, SEED_PASSWORD, seedCount, seedUsers } from './seed-users.js';

const USAGE = `Usage: npm run seed -- --users <count>

Adds <count> made-up students (1 to ${SEED_MAX_USERS.toLocaleString('en-US')}) to the database of
DATABASE_URL, or to the embedded one in DATA_DIR (stop the server first: only one process may
open it). Their e-mails are seed.<n>@example.com and their password is ${SEED_PASSWORD}`;

@Module({})
class SeedModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SeedModule,
      imports: [AppConfigModule.forRoot(config), DatabaseModule, SecurityModule],
    };
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { users: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  const count = seedCount(values.users);
  if (values.help || count === null) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = new AppConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const context = await NestFactory.createApplicationContext(SeedModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const started = performance.now();
    // One real hash for everyone: hashing each password would take hours at this memory cost.
    const passwordHash = await context.get(PasswordHasher).hash(SEED_PASSWORD);
    const progress = process.stderr.isTTY
      ? (inserted: number) => process.stderr.write(`\r${inserted} / ${count}`)
      : undefined;
    const { first, last } = await seedUsers(context.get(DataSource), count, passwordHash, progress);
    if (progress) process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Inserted ${count} users (seed.${first}@example.com to seed.${last}@example.com, password ${SEED_PASSWORD}) in ${seconds} s.`,
    );
    return 0;
  } finally {
    await context.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      return process.exit(2);
    }
    console.error(error);
    return process.exit(1);
  },
);
