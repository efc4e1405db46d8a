import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@academy/contracts';
import { AppConfig, ConfigurationError } from '../config/app-config.js';
import { AppConfigModule } from '../config/app-config.module.js';
import { SecurityModule } from '../common/security/security.module.js';
import { DatabaseModule } from '../database/database.module.js';
import {
  StaffAccountsService,
  StaffAccountError,
} from '../modules/staff-auth/staff-accounts.service.js';
import { StaffEntity } from '../modules/staff-auth/staff.entity.js';

const USAGE = `Usage: npm run admin:create -- --username <name> --password <password> [--role admin|support]

Creates a staff account, or sets the password and role of an existing one.
The password may also come from the ADMIN_CREATE_PASSWORD environment variable.`;

@Module({})
class CreateAdminModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CreateAdminModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule,
        SecurityModule,
        TypeOrmModule.forFeature([StaffEntity]),
      ],
      providers: [StaffAccountsService],
    };
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      help: { type: 'boolean', default: false },
    },
  });
  const password = values.password ?? process.env.ADMIN_CREATE_PASSWORD;
  if (values.help || !values.username || !password) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (!STAFF_ROLES.includes(values.role as StaffRole)) {
    console.error(`The role must be one of ${STAFF_ROLES.join(', ')}`);
    return 2;
  }
  const config = new AppConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const context = await NestFactory.createApplicationContext(CreateAdminModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const created = await context
      .get(StaffAccountsService)
      .upsert(values.username, password, values.role as StaffRole);
    console.log(
      `Staff account "${values.username}" (${values.role}) ${created ? 'created' : 'updated'}.`,
    );
    return 0;
  } finally {
    await context.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigurationError || error instanceof StaffAccountError) {
      console.error(error.message);
      return process.exit(2);
    }
    console.error(error);
    return process.exit(1);
  },
);
