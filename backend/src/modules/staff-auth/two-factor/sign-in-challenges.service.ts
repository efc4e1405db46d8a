import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import { STAFF_CHALLENGE_MAX_FAILURES, STAFF_CHALLENGE_TTL_SECONDS } from '@academy/contracts';
import { StaffEntity } from '../staff.entity.js';
import { StaffSignInChallengeEntity } from './staff-sign-in-challenge.entity.js';

export type ChallengeKind = StaffSignInChallengeEntity['kind'];

/** Expired challenges are deleted a day on, when a new one is issued: kept a while for support. */
const KEEP_EXPIRED_MS = 24 * 3600 * 1000;
const CHALLENGE_BYTES = 32;

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** What a code check inside a challenge decided. */
export type ChallengeOutcome<T> =
  { kind: 'accepted'; staffId: number; value: T } | { kind: 'wrong' } | { kind: 'gone' };

/**
 * The step between a right password and a token. A challenge lives STAFF_CHALLENGE_TTL_SECONDS,
 * is spent by the right code and by the STAFF_CHALLENGE_MAX_FAILURES-th wrong one, and is read
 * locked, so two codes sent at once cannot both use it.
 */
@Injectable()
export class SignInChallengesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async issue(
    staffId: number,
    kind: ChallengeKind,
  ): Promise<{ challenge: string; expiresAt: string }> {
    const challenge = randomBytes(CHALLENGE_BYTES).toString('base64url');
    const expiresAt = new Date(Date.now() + STAFF_CHALLENGE_TTL_SECONDS * 1000);
    await this.dataSource.manager.delete(StaffSignInChallengeEntity, {
      expiresAt: LessThan(new Date(Date.now() - KEEP_EXPIRED_MS)),
    });
    await this.dataSource.manager.insert(StaffSignInChallengeEntity, {
      challengeHash: hashOf(challenge),
      staffId,
      kind,
      expiresAt,
    });
    return { challenge, expiresAt: expiresAt.toISOString() };
  }

  /** The account a usable challenge of this kind belongs to, or null. */
  async accountOf(challenge: string, kind: ChallengeKind): Promise<StaffEntity | null> {
    const row = await this.usable(this.dataSource.manager, challenge, kind);
    if (!row) return null;
    const account = await this.dataSource.manager.findOne(StaffEntity, {
      where: { id: row.staffId },
    });
    return account && account.disabledAt === null ? account : null;
  }

  /**
   * Runs `check` in a transaction holding the challenge: a value spends it, null counts a wrong
   * code (and spends it at the last allowed one). The transaction commits either way, so a wrong
   * code stays counted.
   */
  async attempt<T>(
    challenge: string,
    kind: ChallengeKind,
    check: (manager: EntityManager, staffId: number) => Promise<T | null>,
  ): Promise<ChallengeOutcome<T>> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.usable(manager, challenge, kind, { lock: true });
      if (!row) return { kind: 'gone' };
      const value = await check(manager, row.staffId);
      const failures = value === null ? row.failures + 1 : row.failures;
      const spent = value !== null || failures >= STAFF_CHALLENGE_MAX_FAILURES;
      await manager.update(
        StaffSignInChallengeEntity,
        { challengeHash: row.challengeHash },
        { failures, ...(spent ? { spentAt: () => 'now()' } : {}) },
      );
      return value === null ? { kind: 'wrong' } : { kind: 'accepted', staffId: row.staffId, value };
    });
  }

  private async usable(
    manager: EntityManager,
    challenge: string,
    kind: ChallengeKind,
    { lock = false } = {},
  ): Promise<StaffSignInChallengeEntity | null> {
    if (challenge.length === 0 || challenge.length > 100) return null;
    const query = manager
      .getRepository(StaffSignInChallengeEntity)
      .createQueryBuilder('challenge')
      .where('challenge.challengeHash = :hash', { hash: hashOf(challenge) })
      .andWhere('challenge.kind = :kind', { kind })
      .andWhere('challenge.spentAt IS NULL')
      .andWhere('challenge.expiresAt > now()')
      .andWhere('challenge.failures < :max', { max: STAFF_CHALLENGE_MAX_FAILURES });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }
}
