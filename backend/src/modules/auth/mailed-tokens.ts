import { randomBytes } from 'node:crypto';
import { IsNull, type EntityManager, type EntityTarget, type SelectQueryBuilder } from 'typeorm';
import { sha256 } from '../../common/security/sha256.js';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { MailedTokenColumns } from './mailed-token.columns.js';

/** A row with the shared columns of a mailed link (mailed-token.columns.ts). */
type Row = InstanceType<ReturnType<typeof MailedTokenColumns>>;
type MailedTokenEntity<T extends Row> = EntityTarget<T>;

/**
 * The single-use links mailed to students (password reset, sign-in unlock, e-mail verification,
 * change and restore): a random token goes into the link, only its SHA-256 into the table.
 */
export const mailedTokens = {
  /**
   * Stores a new token's hash, expiring `ttl` (a PostgreSQL interval: '30 minutes', '7 days')
   * from now, and answers the token itself for the link.
   */
  async issue<T extends Row>(
    manager: EntityManager,
    entity: MailedTokenEntity<T>,
    values: { userId: number; email?: string },
    ttl: string,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // The database's clock sets the expiry, as it is the one that checks it.
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values({
        ...values,
        tokenHash: sha256(token),
        expiresAt: () => `now() + interval '${ttl}'`,
      } as QueryDeepPartialEntity<T>)
      .execute();
    return token;
  },

  /** The unused, unexpired token with this value, by its hash. */
  open<T extends Row>(
    manager: EntityManager,
    entity: MailedTokenEntity<T>,
    token: string,
  ): SelectQueryBuilder<T> {
    return manager
      .getRepository(entity)
      .createQueryBuilder('token')
      .where('token.tokenHash = :hash', { hash: sha256(token) })
      .andWhere('token.usedAt IS NULL')
      .andWhere('token.expiresAt > now()');
  },

  /** The open token with this value, locked for the transaction that spends it; else null. */
  claim<T extends Row>(
    manager: EntityManager,
    entity: MailedTokenEntity<T>,
    token: string,
  ): Promise<T | null> {
    return mailedTokens.open(manager, entity, token).setLock('pessimistic_write').getOne();
  },

  /** Spends every open token of the user in this table. */
  async spendAll<T extends Row>(
    manager: EntityManager,
    entity: MailedTokenEntity<T>,
    userId: number,
  ): Promise<void> {
    await manager.update(entity, { userId, usedAt: IsNull() }, {
      usedAt: () => 'now()',
    } as QueryDeepPartialEntity<T>);
  },
};
