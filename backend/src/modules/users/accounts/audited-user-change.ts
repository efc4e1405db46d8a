import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { User } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { AuditService } from '../../audit/index.js';
import { WebhookOutbox, type UserEventType } from '../../webhooks/index.js';
import { auditSnapshot, toUser } from '../user.mapper.js';
import type { UserEntity } from '../user.entity.js';
import { userEventSource } from '../user-event-source.js';
import { UsersService } from './users.service.js';

/** Staff's reason for a change as the audit entry keeps it: absent when blank. */
export function withReason(reason: string | null | undefined): { reason?: string } {
  const text = reason?.trim();
  return text ? { reason: text } : {};
}

/** The webhook event each audited change of a user sends. */
const USER_EVENTS = {
  account: 'user.updated',
  course: 'course.changed',
  delete: 'user.deleted',
} as const satisfies Record<string, UserEventType>;

export type UserChangeAction = 'account' | 'balance' | 'course' | 'delete';

interface UserChangeOptions {
  /** The change deletes the user: the audit keeps no "after". */
  deleted?: boolean;
  /** Staff's reason, kept in the audit entry. */
  reason?: string;
}

/**
 * One staff change of a student's account in its own transaction: the user locked, the change
 * applied, and the audit entry (fields before → after) and webhook event recorded with it.
 */
@Injectable()
export class AuditedUserChange {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  run(
    actor: StaffActor,
    id: number,
    action: UserChangeAction,
    fields: readonly (keyof User)[],
    apply: (manager: EntityManager, user: UserEntity) => Promise<void>,
    { deleted = false, reason }: UserChangeOptions = {},
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockActive(manager, id);
      const before = auditSnapshot(user, fields);
      await apply(manager, user);
      const after = deleted ? null : auditSnapshot(user, fields);
      // A change that changed nothing is not worth an audit entry.
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.audit.record(manager, {
          actor,
          action,
          targetUserId: id,
          before,
          after: after && { ...after, ...withReason(reason) },
        });
        // A balance's event comes from the ledger, where every balance change goes.
        if (action !== 'balance')
          await this.webhooks.recordUserEvent(manager, USER_EVENTS[action], userEventSource(id));
      }
      return toUser(user);
    });
  }
}
