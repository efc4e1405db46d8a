import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { STAFF_ROLES, type StaffRole } from '@academy/contracts';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { StaffEntity } from './staff.entity.js';

export const STAFF_PASSWORD_MIN_LENGTH = 12;

export class StaffAccountError extends Error {}

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

  /** Creates the account, or sets the password and role of an existing one. Returns whether it is new. */
  async upsert(username: string, password: string, role: StaffRole): Promise<boolean> {
    const name = username.trim();
    if (!/^[A-Za-z0-9._@-]{3,100}$/.test(name)) {
      throw new StaffAccountError('The username must be 3 to 100 letters, digits or . _ @ -');
    }
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
      throw new StaffAccountError(
        `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`,
      );
    }
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
         SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, updated_at = now()
       RETURNING (xmax = 0) AS created`,
      [name, passwordHash, role],
    );
    return rows[0]?.created === true;
  }
}
