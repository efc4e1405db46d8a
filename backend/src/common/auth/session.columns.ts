import { Column, PrimaryColumn, type Repository } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../database/columns.js';
import { deviceName } from '../http/device-name.js';

/**
 * The columns a sign-in (a student's or a staff member's) has besides its owner: its id, which
 * every token names (claim `sid`), when it started and was last used, the device, and when it
 * ended. The entity adds its owner column and the open-sessions index; `table` names the key.
 */
export function SessionColumns(table: string) {
  abstract class Session {
    @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: `${table}_pkey` })
    id: string;

    @CreatedAtColumn()
    createdAt: Date;

    /** Written at most once a minute. */
    @TimestampColumn('last_seen_at', { default: () => 'now()' })
    lastSeenAt: Date;

    @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
    userAgent: string | null;

    @Column({ type: 'varchar', length: 64, nullable: true })
    ip: string | null;

    @TimestampColumn('ended_at', { nullable: true })
    endedAt: Date | null;
  }
  return Session;
}

type SessionRow = InstanceType<ReturnType<typeof SessionColumns>>;

/** A session as its owner's list of devices shows it, the asking one marked `current`. */
export function sessionView(session: SessionRow, currentId: string | null) {
  return {
    id: session.id,
    device: deviceName(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.id === currentId,
  };
}

/** Records that the session was used now, in a write a minute at most. */
export async function touchSession(
  sessions: Repository<SessionRow>,
  sessionId: string,
): Promise<void> {
  await sessions
    .createQueryBuilder()
    .update()
    .set({ lastSeenAt: () => 'now()' })
    .where('id = :sessionId', { sessionId })
    .andWhere("last_seen_at < now() - interval '1 minute'")
    .execute();
}
