import { isDeepStrictEqual } from 'node:util';
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AuditAction } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import type { AuditSnapshot } from './audit-log-entry.entity.js';
import type { AuditService } from './audit.service.js';

/** The one row of a settings table, which its migration makes. */
const SETTINGS_ROW = 1;

/** Settings an audit entry can hold as they are: flat, of plain values. */
type FlatSettings<TSettings> = { [K in keyof TSettings]: AuditSnapshot[string] };

export interface SettingsRowOptions<TEntity extends { id: number }, TSettings> {
  entity: EntityTarget<TEntity>;
  /** The audit action of a change. */
  action: AuditAction;
  /** The settings the row holds, or their defaults where there is no row. */
  read: (row: TEntity | null) => TSettings;
  /** The row's columns for these settings. */
  columns: (settings: TSettings) => QueryDeepPartialEntity<TEntity>;
}

/**
 * Settings kept in a table of one row (id 1) that staff change in the back office: each change
 * is audited with the settings before and after, and a save that changes nothing is not.
 */
export class AuditedSettingsRow<
  TEntity extends { id: number },
  TSettings extends FlatSettings<TSettings>,
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly options: SettingsRowOptions<TEntity, TSettings>,
  ) {}

  // TEntity's id is a number, which FindOptionsWhere's mapped type does not show for a type parameter.
  private readonly theRow = { id: SETTINGS_ROW } as FindOptionsWhere<TEntity>;

  async get(manager: EntityManager = this.dataSource.manager): Promise<TSettings> {
    const row = await manager.findOne(this.options.entity, {
      where: this.theRow,
    });
    return this.options.read(row);
  }

  save(actor: StaffActor, next: TSettings): Promise<TSettings> {
    const { entity, action, read, columns } = this.options;
    return this.dataSource.transaction(async (manager) => {
      // The row lock orders concurrent saves, so each audit entry's `before` is what it replaced.
      const before = read(
        await manager.findOne(entity, {
          where: this.theRow,
          lock: { mode: 'pessimistic_write' },
        }),
      );
      await manager.upsert(entity, { ...columns(next), id: SETTINGS_ROW }, ['id']);
      if (!isDeepStrictEqual(before, next)) {
        await this.audit.record(manager, {
          actor,
          action,
          targetUserId: null,
          before: { ...before },
          after: { ...next },
        });
      }
      return next;
    });
  }
}
