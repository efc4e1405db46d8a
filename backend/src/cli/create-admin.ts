import { TypeOrmModule } from '@nestjs/typeorm';
import { STAFF_ROLES, type StaffRole } from '@academy/contracts';
import { SecurityModule } from '../common/security/security.module.js';
import { DatabaseModule } from '../database/database.module.js';
import {
  StaffAccountError,
  StaffAccountsService,
} from '../modules/staff-auth/staff-accounts.service.js';
import { StaffEntity } from '../modules/staff-auth/staff.entity.js';
import { runCli, UsageError } from './run-cli.js';

const USAGE = `Usage: npm run admin:create -- --username <name> --password <password> [--role admin|support]

Creates a staff account, or sets the password and role of an existing one.
The password may also come from the ADMIN_CREATE_PASSWORD environment variable.`;

runCli({
  usage: USAGE,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
  parse(values) {
    const password = (values.password as string | undefined) ?? process.env.ADMIN_CREATE_PASSWORD;
    const username = values.username as string | undefined;
    const role = values.role as StaffRole;
    if (!username || !password) throw new UsageError('A username and a password are required');
    if (!STAFF_ROLES.includes(role)) {
      throw new UsageError(`The role must be one of ${STAFF_ROLES.join(', ')}`);
    }
    return { username, password, role };
  },
  imports: [DatabaseModule, SecurityModule, TypeOrmModule.forFeature([StaffEntity])],
  providers: [StaffAccountsService],
  userErrors: [StaffAccountError],
  async run({ username, password, role }, context) {
    const created = await context.get(StaffAccountsService).upsert(username, password, role);
    return `Staff account "${username}" (${role}) ${created ? 'created' : 'updated'}.`;
  },
});
