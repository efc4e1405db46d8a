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
  deviceTimeZone: string | null;
}

/** What a signing-in device said of itself; what it left out is kept as it was. */
export interface DeviceSettings {
  deviceLocale?: Locale | null;
  deviceTimeZone?: string | null;
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

  /**
   * Mails follow the language of the device the student last signed in on, and receipts are
   * dated in its time zone, when it said them.
   */
  async rememberDevice(user: UserEntity, device: DeviceSettings): Promise<void> {
    const changes: Partial<Pick<UserEntity, 'deviceLocale' | 'deviceTimeZone'>> = {};
    if (device.deviceLocale && device.deviceLocale !== user.deviceLocale) {
      changes.deviceLocale = device.deviceLocale;
    }
    if (device.deviceTimeZone && device.deviceTimeZone !== user.deviceTimeZone) {
      changes.deviceTimeZone = device.deviceTimeZone;
    }
    if (Object.keys(changes).length === 0) return;
    await this.users.update({ id: user.id }, changes);
    Object.assign(user, changes);
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
