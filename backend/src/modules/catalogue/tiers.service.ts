import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { TierRecord, TierRequest } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { parseListQuery, type ListPage, type ListQuery } from '../../common/http/list-query.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { BookEntity } from './book.entity.js';
import { CatalogueAudit } from './catalogue-audit.js';
import { placeItem } from './catalogue-positions.js';
import { tierIdChanged, tierNameHeld, tierNotFound, tierTaken } from './catalogue.errors.js';
import { LessonEntity } from './lesson.entity.js';
import { TierEntity } from './tier.entity.js';
import { courseTierOf } from './catalogue-records.js';

const SORTABLE = ['position', 'id', 'name', 'price'] as const;
// Unless asked otherwise, the list is in the students' order.
const IN_ORDER = JSON.stringify(['position', 'ASC']);

export function toTierRecord(tier: TierEntity): TierRecord {
  return {
    ...courseTierOf(tier),
    published: tier.published,
    position: tier.position,
    archived: tier.archived,
  };
}

/**
 * The tiers as the back office manages them. A price change applies to payments created after
 * it: a payment keeps the amount it was created with. A tier students hold, or that payments
 * name, is never deleted, only archived (unpublished for good), so their course keeps its meaning.
 */
@Injectable()
export class TiersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: CatalogueAudit,
  ) {}

  async list(query: ListQuery): Promise<ListPage<TierRecord>> {
    const { sortField, sortOrder, offset, limit } = parseListQuery(
      { ...query, sort: query.sort ?? IN_ORDER },
      SORTABLE,
      'position',
    );
    const [tiers, total] = await this.dataSource.getRepository(TierEntity).findAndCount({
      order: { [sortField]: sortOrder, id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return { rows: tiers.map(toTierRecord), total, offset };
  }

  async get(id: string): Promise<TierRecord> {
    return toTierRecord(await this.find(this.dataSource.manager, id));
  }

  create(actor: StaffActor, request: TierRequest): Promise<TierRecord> {
    return this.dataSource.transaction(async (manager) => {
      const taken = await manager
        .getRepository(TierEntity)
        .createQueryBuilder('tier')
        .where('tier.id = :id OR tier.name = :name', request)
        .getExists();
      if (taken) throw tierTaken();
      await manager.insert(TierEntity, { ...fields(request), id: request.id, position: 0 });
      await placeItem(manager, TierEntity, request.id, request.position);
      const after = toTierRecord(await this.find(manager, request.id));
      await this.changes.record(manager, actor, {
        resource: 'tiers',
        id: request.id,
        change: 'created',
        before: null,
        after,
      });
      return after;
    });
  }

  update(actor: StaffActor, id: string, request: TierRequest): Promise<TierRecord> {
    if (request.id !== id) throw tierIdChanged();
    return this.dataSource.transaction(async (manager) => {
      const tier = await this.find(manager, id, true);
      const before = toTierRecord(tier);
      if (request.name !== tier.name) {
        if (await this.held(manager, tier.name)) throw tierNameHeld();
        const taken = await manager.existsBy(TierEntity, { name: request.name });
        if (taken) throw tierTaken();
      }
      // An archived tier stays off sale: it may be edited, never published again.
      const published = tier.archived ? false : request.published;
      await manager.update(TierEntity, id, {
        ...fields(request),
        published,
        updatedAt: new Date(),
      });
      if (!tier.archived && request.position !== undefined && request.position !== tier.position) {
        await placeItem(manager, TierEntity, id, request.position);
      }
      const after = toTierRecord(await this.find(manager, id));
      await this.changes.record(manager, actor, {
        resource: 'tiers',
        id,
        change: 'updated',
        before,
        after,
      });
      return after;
    });
  }

  /** Deletes an unpublished tier nobody holds; archives any other. Answers the tier as it was. */
  delete(actor: StaffActor, id: string): Promise<TierRecord> {
    return this.dataSource.transaction(async (manager) => {
      const tier = await this.find(manager, id, true);
      const before = toTierRecord(tier);
      if (tier.published || (await this.held(manager, tier.name))) {
        await manager.update(TierEntity, id, {
          published: false,
          archived: true,
          updatedAt: new Date(),
        });
        const after = toTierRecord(await this.find(manager, id));
        await this.changes.record(manager, actor, {
          resource: 'tiers',
          id,
          change: 'archived',
          before,
          after,
        });
        await placeItem(manager, TierEntity, id, undefined);
        return after;
      }
      await manager.delete(TierEntity, id);
      // No rule may keep naming a tier that is gone: a later tier with its id would inherit it.
      for (const target of [BookEntity, LessonEntity]) {
        await manager
          .createQueryBuilder()
          .update(target)
          .set({ accessTiers: () => 'array_remove(access_tiers, :id)' })
          .setParameter('id', id)
          .execute();
      }
      await this.changes.record(manager, actor, {
        resource: 'tiers',
        id,
        change: 'deleted',
        before,
        after: null,
      });
      return before;
    });
  }

  /** Whether a student holds the tier, or a payment names it. */
  private async held(manager: EntityManager, name: string): Promise<boolean> {
    const student = await manager
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .where('upper(user.course) = :name', { name: name.toUpperCase() })
      .getExists();
    return student || manager.existsBy(PaymentEntity, { tier: name });
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<TierEntity> {
    const tier = await manager.findOne(TierEntity, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!tier) throw tierNotFound();
    return tier;
  }
}

function fields(
  request: TierRequest,
): Omit<TierEntity, 'id' | 'position' | 'archived' | 'updatedAt'> {
  return {
    name: request.name,
    price: request.price,
    description: request.description,
    descriptionRu: request.descriptionRu ?? '',
    popular: request.popular,
    published: request.published,
  };
}
