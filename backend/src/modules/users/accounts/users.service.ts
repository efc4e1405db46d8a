import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { type Locale } from '@academy/contracts';
import { WebhookOutbox } from '../../webhooks/index.js';
import { StudentCache, type ReadableStudent } from './student-cache.js';
import { UserEntity } from '../user.entity.js';
import { userEventSource } from '../user-event-source.js';
import { userNotFound } from '../users.errors.js';

// last_activity is written at most this often per user, not on every request.
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export interface NewStudent {
  username: string;
  lastname: string;
  email: string;
  contact: string;
  passwordHash: string;
  locale: Locale | null;
  deviceLocale: Locale | null;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly webhooks: WebhookOutbox,
    private readonly cache: StudentCache,
  ) {}

  async findActive(id: number): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id, deletedAt: IsNull() } });
  }

  async getActive(id: number): Promise<UserEntity> {
    const user = await this.findActive(id);
    if (!user) throw userNotFound();
    return user;
  }

  /**
   * The student as their own reads show them (their profile, what their course opens), from memory
   * while nothing about them has changed. Shared and frozen: never for a change.
   */
  async readActive(id: number): Promise<ReadableStudent | null> {
    const cached = await this.cache.user(id);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const user = await this.findActive(id);
    if (user) this.cache.rememberUser(ticket, user);
    return user;
  }

  async getReadable(id: number): Promise<ReadableStudent> {
    const user = await this.readActive(id);
    if (!user) throw userNotFound();
    return user;
  }

  /** Locks the row until the caller's transaction ends; deleted users count as missing. */
  async lockActive(manager: EntityManager, id: number): Promise<UserEntity> {
    const user = await manager.getRepository(UserEntity).findOne({
      where: { id, deletedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user) throw userNotFound();
    return user;
  }

  async findByEmailWithPassword(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .andWhere('user.deletedAt IS NULL')
      .getOne();
  }

  async emailTaken(email: string, exceptId?: number, manager?: EntityManager): Promise<boolean> {
    const query = (manager?.getRepository(UserEntity) ?? this.users)
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .andWhere('user.deletedAt IS NULL');
    if (exceptId !== undefined) query.andWhere('user.id <> :exceptId', { exceptId });
    return (await query.getCount()) > 0;
  }

  async create(student: NewStudent): Promise<UserEntity> {
    const id = await this.users.manager.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values({ ...student, email: student.email.trim() })
        .returning('*')
        .execute();
      const created = (result.generatedMaps[0] as { id: number }).id;
      await this.webhooks.recordUserEvent(manager, 'user.registered', userEventSource(created));
      return created;
    });
    return this.getActive(id);
  }

  async changePassword(
    manager: EntityManager,
    userId: number,
    passwordHash: string,
  ): Promise<void> {
    await manager.update(
      UserEntity,
      { id: userId },
      { passwordHash, passwordChangedAt: new Date() },
    );
  }

  /** Mails follow the device the student last signed in on, when it said its language. */
  async rememberDeviceLocale(user: UserEntity, locale: Locale | null): Promise<void> {
    if (locale === null || user.deviceLocale === locale) return;
    await this.users.update({ id: user.id }, { deviceLocale: locale });
    user.deviceLocale = locale;
  }

  /** Keeps last_activity fresh with one write a minute at most per user. */
  async touchActivity(user: UserEntity): Promise<void> {
    const now = Date.now();
    if (user.lastActivity && now - user.lastActivity.getTime() < ACTIVITY_WRITE_INTERVAL_MS) return;
    await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ lastActivity: () => 'now()' })
      .where('id = :id', { id: user.id })
      .andWhere("(last_activity IS NULL OR last_activity < now() - interval '1 minute')")
      .execute();
    user.lastActivity = new Date(now);
  }
}
