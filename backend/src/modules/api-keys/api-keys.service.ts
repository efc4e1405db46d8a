import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApiKeyCreated, ApiKeyRecord } from '@academy/contracts';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { parseListQuery, type ListPage, type ListQuery } from '../../common/http/list-query.js';
import type { AuditSnapshot } from '../audit/audit-log-entry.entity.js';
import { AuditService } from '../audit/index.js';
import { StaffEntity } from '../staff-auth/staff.entity.js';
import { issueKey } from './api-key-format.js';
import { ApiKeyEntity } from './api-key.entity.js';
import type { CreateApiKeyDto } from './dto/api-key.dto.js';
import { apiKeyNotFound, expiryInThePast } from './api-keys.errors.js';

export const API_KEY_SORT_FIELDS = [
  'id',
  'name',
  'prefix',
  'createdAt',
  'expiresAt',
  'lastUsedAt',
  'revokedAt',
] as const;
type ApiKeySortField = (typeof API_KEY_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<ApiKeySortField, string> = {
  id: 'apiKey.id',
  name: 'lower(apiKey.name)',
  prefix: 'apiKey.prefix',
  createdAt: 'apiKey.createdAt',
  expiresAt: 'apiKey.expiresAt',
  lastUsedAt: 'apiKey.lastUsedAt',
  revokedAt: 'apiKey.revokedAt',
};

function toRecord(entity: ApiKeyEntity, createdBy: string | null): ApiKeyRecord {
  return {
    id: entity.id,
    name: entity.name,
    scopes: entity.scopes,
    prefix: entity.prefix,
    createdAt: entity.createdAt.toISOString(),
    createdBy,
    expiresAt: entity.expiresAt?.toISOString() ?? null,
    lastUsedAt: entity.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: entity.lastUsedIp,
    revokedAt: entity.revokedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a key: never the key or its hash. */
function snapshot(entity: ApiKeyEntity): AuditSnapshot {
  return {
    id: entity.id,
    name: entity.name,
    prefix: entity.prefix,
    scopes: entity.scopes.join(','),
    expiresAt: entity.expiresAt?.toISOString() ?? null,
    revokedAt: entity.revokedAt?.toISOString() ?? null,
  };
}

/** Integrators' API keys as admins manage them; creating and revoking one is audited. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(listQuery: ListQuery): Promise<ListPage<ApiKeyRecord>> {
    const { sortField, sortOrder, offset, limit } = parseListQuery(
      listQuery,
      API_KEY_SORT_FIELDS,
      'createdAt',
    );
    const nulls = sortOrder === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
    const query = this.dataSource
      .getRepository(ApiKeyEntity)
      .createQueryBuilder('apiKey')
      .leftJoin(StaffEntity, 'staff', 'staff.id = apiKey.createdByStaffId')
      .addSelect('staff.username', 'created_by');
    const { entities, raw } = await query
      .clone()
      .orderBy(SORT_COLUMNS[sortField], sortOrder, nulls)
      .addOrderBy('apiKey.id', sortOrder)
      .offset(offset)
      .limit(limit)
      .getRawAndEntities<{ created_by: string | null }>();
    const total = await query.getCount();
    return {
      rows: entities.map((entity, index) => toRecord(entity, raw[index]?.created_by ?? null)),
      total,
      offset,
    };
  }

  async get(id: number): Promise<ApiKeyRecord> {
    const entity = await this.dataSource.getRepository(ApiKeyEntity).findOne({ where: { id } });
    if (!entity) throw apiKeyNotFound();
    return toRecord(entity, await this.usernameOf(entity.createdByStaffId));
  }

  /** Makes a key and answers it once: only its hash is kept, so it can never be shown again. */
  async create(
    actor: StaffPrincipal,
    request: CreateApiKeyDto,
    now = new Date(),
  ): Promise<ApiKeyCreated> {
    const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
    if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) {
      throw expiryInThePast();
    }
    const issued = issueKey();
    const entity = await this.dataSource.transaction(async (manager) => {
      const created = await manager.save(
        manager.create(ApiKeyEntity, {
          name: request.name,
          scopes: request.scopes,
          prefix: issued.prefix,
          keyHash: issued.hash,
          createdByStaffId: actor.staffId,
          expiresAt,
        }),
      );
      await this.audit.record(manager, {
        actor,
        action: 'api_key_create',
        targetUserId: null,
        before: null,
        after: snapshot(created),
      });
      return created;
    });
    return {
      id: entity.id,
      name: entity.name,
      scopes: entity.scopes,
      prefix: entity.prefix,
      key: issued.key,
      createdAt: entity.createdAt.toISOString(),
      expiresAt: entity.expiresAt?.toISOString() ?? null,
    };
  }

  /**
   * Revokes the key: every request with it is refused from now on, on every replica, since each
   * reads the row. Revoking a revoked key changes nothing and answers it as it is.
   */
  async revoke(actor: StaffPrincipal, id: number): Promise<ApiKeyRecord> {
    const entity = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(ApiKeyEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw apiKeyNotFound();
      if (row.revokedAt !== null) return row;
      const before = snapshot(row);
      row.revokedAt = new Date();
      await manager.update(ApiKeyEntity, { id }, { revokedAt: row.revokedAt });
      await this.audit.record(manager, {
        actor,
        action: 'api_key_revoke',
        targetUserId: null,
        before,
        after: snapshot(row),
      });
      return row;
    });
    return toRecord(entity, await this.usernameOf(entity.createdByStaffId));
  }

  private async usernameOf(staffId: number | null): Promise<string | null> {
    if (staffId === null) return null;
    const staff = await this.dataSource
      .getRepository(StaffEntity)
      .findOne({ where: { id: staffId } });
    return staff?.username ?? null;
  }
}
