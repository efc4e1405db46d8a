import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type StaffRole,
} from '@academy/contracts';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { StaffEntity } from './staff.entity.js';

export class StaffAccountError extends Error {}

/** The staff password rule; the message says what is wrong, or null for a good password. */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`;
  }
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long`;
  }
  return null;
}

export const STAFF_USERNAME_RULE = 'The username must be 3 to 100 letters, digits or . _ @ -';

@Injectable()
export class StaffAccountsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(StaffAccountsService.name);

  constructor(
    @InjectRepository(StaffEntity) private readonly staff: Repository<StaffEntity>,
    private readonly hasher: PasswordHasher,
    private readonly config: AppConfig,
  ) {}

  /** ADMIN_USERNAME / ADMIN_PASSWORD always name a working admin account after start-up. */
  async onApplicationBootstrap(): Promise<void> {
    const account = this.config.bootstrapAdmin;
    if (!account) return;
    const existing = await this.findWithPassword(account.username);
    // Re-writing unchanged credentials would sign every admin out on each restart.
    if (
      existing?.role === 'admin' &&
      existing.disabledAt === null &&
      (await this.hasher.verify(existing.passwordHash, account.password))
    ) {
      return;
    }
    const created = await this.upsert(account.username, account.password, 'admin');
    this.logger.log(`Admin account "${account.username}" ${created ? 'created' : 'updated'}`);
  }

  async findWithPassword(username: string): Promise<StaffEntity | null> {
    return this.staff
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('lower(account.username) = lower(:username)', { username: username.trim() })
      .getOne();
  }

  async findById(id: number): Promise<StaffEntity | null> {
    return this.staff.findOne({ where: { id } });
  }

  /** A sign-in leaves updated_at alone: tokens carry it, and other devices stay signed in. */
  async recordSignIn(manager: EntityManager, id: number): Promise<void> {
    await manager.update(StaffEntity, { id }, { lastSignInAt: () => 'now()' });
  }

  /**
   * Creates the account, or sets the password and role of an existing one and enables it: the
   * command line and ADMIN_USERNAME are the way back in when no admin can sign in. Returns
   * whether the account is new.
   */
  async upsert(username: string, password: string, role: StaffRole): Promise<boolean> {
    const name = username.trim();
    if (!STAFF_USERNAME_PATTERN.test(name)) throw new StaffAccountError(STAFF_USERNAME_RULE);
    const passwordProblem = staffPasswordProblem(password);
    if (passwordProblem) throw new StaffAccountError(passwordProblem);
    if (!STAFF_ROLES.includes(role)) {
      throw new StaffAccountError(`The role must be one of ${STAFF_ROLES.join(', ')}`);
    }
    const passwordHash = await this.hasher.hash(password);
    // One atomic statement, because several API instances may create the bootstrap admin at the
    // same moment. Raw SQL: the query builder cannot name the lower(username) index as the
    // conflict target.
    const rows = await this.staff.query<{ created: boolean }[]>(
      `INSERT INTO staff (username, password_hash, role) VALUES ($1, $2, $3)
       ON CONFLICT ((lower(username))) DO UPDATE
         SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, disabled_at = NULL,
             updated_at = now()
       RETURNING (xmax = 0) AS created`,
      [name, passwordHash, role],
    );
    return rows[0]?.created === true;
  }
}
