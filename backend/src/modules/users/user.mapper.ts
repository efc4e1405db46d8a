import type { User } from '@academy/contracts';
import type { AuditSnapshot } from '../audit/audit-log-entry.entity.js';
import type { ReadableStudent } from './accounts/student-cache.js';
import type { UserEntity } from './user.entity.js';

/** The one shape a user leaves the API in; it never carries the password hash. */
export function toUser(entity: ReadableStudent): User {
  return {
    id: entity.id,
    user_id: entity.id,
    username: entity.username,
    lastname: entity.lastname,
    email: entity.email,
    contact: entity.contact,
    balance: Number(entity.balance),
    course: entity.course,
    overdraft: entity.overdraft,
    overdraft_expires_at: entity.overdraftExpiresAt?.toISOString() ?? null,
    avatar: entity.avatar,
    created_at: entity.createdAt.toISOString(),
    last_activity: entity.lastActivity?.toISOString() ?? null,
    locale: entity.locale,
    emailVerified: entity.emailVerifiedAt !== null,
    pending_email: entity.pendingEmail,
  };
}

/** The fields an audit entry keeps of a user before and after a change. */
export function auditSnapshot(entity: UserEntity, fields: readonly (keyof User)[]): AuditSnapshot {
  const user = toUser(entity);
  return Object.fromEntries(fields.map((field) => [field, user[field]]));
}
