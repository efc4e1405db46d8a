import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, QueryFailedError, type EntityManager } from 'typeorm';
import {
  TOPUP_COURSE,
  type AuditAction,
  type PromoCodeRecord,
  type PromoCodeRequest,
} from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import {
  parseListQuery,
  readIdFilter,
  type ListPage,
  type ListQuery,
} from '../../common/http/list-query.js';
import { AuditService } from '../audit/index.js';
import { TierEntity } from '../catalogue/tier.entity.js';
import { promoCodeChangeAction, promoCodeSnapshot } from './promo-code-audit.js';
import { readPromoFigures, toPromoCodeRecord } from './promo-code-figures.js';
import { PromoCodeUseEntity } from './promo-code-use.entity.js';
import { PromoCodeEntity } from './promo-code.entity.js';
import { normalizePromoCode } from './promo-pricing.js';
import {
  promoCodeInvalid,
  promoCodeNotFound,
  promoCodeTaken,
  promoCodeUsedFixed,
  promoCodeUsedKept,
} from './promotions.errors.js';

const SORTABLE = ['id', 'code', 'kind', 'value', 'createdAt', 'startsAt', 'endsAt'] as const;

const positiveId = (value: unknown): number | null =>
  Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : null;

function taken(error: unknown): boolean {
  const driverError: unknown = error instanceof QueryFailedError ? error.driverError : undefined;
  return (driverError as { code?: string } | undefined)?.code === '23505';
}

/**
 * The promo codes as the back office manages them (simple-rest), with each code's figures. Every
 * change is audited in its own transaction, with the code's settings before and after.
 */
@Injectable()
export class PromoCodesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListQuery): Promise<ListPage<PromoCodeRecord>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      query,
      SORTABLE,
      'createdAt',
    );
    const builder = this.dataSource
      .getRepository(PromoCodeEntity)
      .createQueryBuilder('promo')
      .orderBy(`promo.${sortField}`, sortOrder)
      .addOrderBy('promo.id', 'DESC')
      .skip(offset)
      .take(limit);
    if (filter.id !== undefined) {
      builder.andWhere({ id: In(readIdFilter(filter.id, positiveId, 'a promo code id')) });
    }
    if (typeof filter.q === 'string' && filter.q.trim() !== '') {
      builder.andWhere('promo.code LIKE :q', {
        q: `%${escapeLike(filter.q.trim().toUpperCase())}%`,
      });
    }
    if (typeof filter.active === 'boolean') builder.andWhere({ active: filter.active });
    const [codes, total] = await builder.getManyAndCount();
    const figures = await readPromoFigures(
      this.dataSource.manager,
      codes.map((code) => code.id),
    );
    return {
      rows: codes.map((code) => toPromoCodeRecord(code, figures.get(code.id))),
      total,
      offset,
    };
  }

  get(id: number): Promise<PromoCodeRecord> {
    return this.read(this.dataSource.manager, id);
  }

  async create(actor: StaffActor, request: PromoCodeRequest): Promise<PromoCodeRecord> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const fields = await this.fields(manager, request);
        if (await manager.existsBy(PromoCodeEntity, { code: fields.code })) throw promoCodeTaken();
        const { identifiers } = await manager.insert(PromoCodeEntity, fields);
        const id = Number(identifiers[0]?.id);
        const created = await manager.findOneByOrFail(PromoCodeEntity, { id });
        await this.record(manager, actor, 'promo_code_create', null, created);
        return this.read(manager, id);
      });
    } catch (error) {
      if (taken(error)) throw promoCodeTaken();
      throw error;
    }
  }

  /** Limits, dates, texts and `active` change at any time; code, kind and value until it is used. */
  async update(actor: StaffActor, id: number, request: PromoCodeRequest): Promise<PromoCodeRecord> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const code = await this.lock(manager, id);
        const fields = await this.fields(manager, request);
        const fixedChanged =
          fields.code !== code.code || fields.kind !== code.kind || fields.value !== code.value;
        if (fixedChanged && (await this.used(manager, id))) throw promoCodeUsedFixed();
        if (fields.code !== code.code) {
          if (await manager.existsBy(PromoCodeEntity, { code: fields.code }))
            throw promoCodeTaken();
        }
        await manager.update(PromoCodeEntity, id, {
          ...fields,
          active: request.active ?? code.active,
          updatedAt: new Date(),
        });
        const updated = await manager.findOneByOrFail(PromoCodeEntity, { id });
        const changed =
          JSON.stringify(promoCodeSnapshot(code)) !== JSON.stringify(promoCodeSnapshot(updated));
        if (changed) {
          await this.record(manager, actor, promoCodeChangeAction(code, updated), code, updated);
        }
        return this.read(manager, id);
      });
    } catch (error) {
      if (taken(error)) throw promoCodeTaken();
      throw error;
    }
  }

  /** Only a code no payment has named goes; answers it as it was. */
  delete(actor: StaffActor, id: number): Promise<PromoCodeRecord> {
    return this.dataSource.transaction(async (manager) => {
      const code = await this.lock(manager, id);
      if (await this.used(manager, id)) throw promoCodeUsedKept();
      const before = await this.read(manager, id);
      await manager.delete(PromoCodeEntity, id);
      await this.record(manager, actor, 'promo_code_delete', code, null);
      return before;
    });
  }

  private record(
    manager: EntityManager,
    actor: StaffActor,
    action: AuditAction,
    before: PromoCodeEntity | null,
    after: PromoCodeEntity | null,
  ): Promise<void> {
    return this.audit.record(manager, {
      actor,
      action,
      targetUserId: null,
      before: before && promoCodeSnapshot(before),
      after: after && promoCodeSnapshot(after),
    });
  }

  private async read(manager: EntityManager, id: number): Promise<PromoCodeRecord> {
    const code = await manager.findOneBy(PromoCodeEntity, { id });
    if (!code) throw promoCodeNotFound();
    const figures = await readPromoFigures(manager, [id]);
    return toPromoCodeRecord(code, figures.get(id));
  }

  private async lock(manager: EntityManager, id: number): Promise<PromoCodeEntity> {
    const code = await manager.findOne(PromoCodeEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!code) throw promoCodeNotFound();
    return code;
  }

  /** Whether any payment has named the code, whatever became of it. */
  private used(manager: EntityManager, id: number): Promise<boolean> {
    return manager.existsBy(PromoCodeUseEntity, { promoCodeId: id });
  }

  /** The request checked beyond its DTO, as the row stores it. */
  private async fields(
    manager: EntityManager,
    request: PromoCodeRequest,
  ): Promise<Omit<PromoCodeEntity, 'id' | 'active' | 'createdAt' | 'updatedAt'>> {
    const code = normalizePromoCode(request.code);
    if (!code) throw promoCodeInvalid('code', 'code must be 3–40 letters, digits, - or _');
    if (request.kind !== 'amount' && request.value > 100) {
      throw promoCodeInvalid('value', 'value must be a percent from 1 to 100');
    }
    const startsAt = request.startsAt ? new Date(request.startsAt) : null;
    const endsAt = request.endsAt ? new Date(request.endsAt) : null;
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw promoCodeInvalid('endsAt', 'endsAt must be after startsAt');
    }
    return {
      code,
      kind: request.kind,
      value: request.value,
      appliesTo: await this.targets(manager, request),
      maxUses: request.maxUses ?? null,
      maxUsesPerStudent: request.maxUsesPerStudent ?? 1,
      startsAt,
      endsAt,
      firstPurchaseOnly: request.firstPurchaseOnly ?? false,
      public: request.public ?? false,
      bannerText: request.bannerText?.trim() || null,
    };
  }

  /** A top-up bonus applies to top-ups alone; a discount to tiers of the catalogue alone. */
  private async targets(manager: EntityManager, request: PromoCodeRequest): Promise<string[]> {
    const targets = [...new Set(request.appliesTo.map((target) => target.trim().toLowerCase()))];
    if (request.kind === 'topup-bonus') {
      if (targets.length !== 1 || targets[0] !== TOPUP_COURSE) {
        throw promoCodeInvalid('appliesTo', 'A topup-bonus code applies to topup only');
      }
      return targets;
    }
    const tiers = await manager.findBy(TierEntity, { id: In(targets) });
    const unknown = targets.filter((target) => !tiers.some((tier) => tier.id === target));
    if (unknown.length > 0) {
      throw promoCodeInvalid(
        'appliesTo',
        `A ${request.kind} code applies to tiers only; not a tier: ${unknown.join(', ')}`,
      );
    }
    return targets;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
