import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AUDIT_ACTIONS,
  ERROR_CODES,
  STAFF_ROLES,
  type AuditAction,
  type AuditEntry,
  type StaffRole,
} from '@academy/contracts';
import { StaffAuth } from '../../common/auth/auth.decorators.js';
import { ApiException } from '../../common/http/api-exception.js';
import { contentRange, ListQuery, parseListQuery } from '../../common/http/list-query.js';
import { isPaymentPublicId } from '../payments/payment.entity.js';
import { AuditService, type AuditFilter } from './audit.service.js';

class AuditEntryResponse implements AuditEntry {
  @ApiProperty({ example: 17 })
  id: number;

  @ApiProperty({ example: 'support.maria', description: 'Staff username' })
  actor: string;

  @ApiProperty({ enum: STAFF_ROLES, nullable: true, description: 'Null for the system' })
  actorRole: StaffRole | null;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action: AuditAction;

  @ApiProperty({ type: Number, nullable: true })
  targetUserId: number | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  paymentId: string | null;

  @ApiPropertyOptional({ type: Object, nullable: true, example: { balance: 100 } })
  before: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: Object, nullable: true, example: { balance: 250 } })
  after: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

function auditFilter(raw: Record<string, unknown>): AuditFilter {
  const filter: AuditFilter = {};
  if (raw.targetUserId !== undefined) {
    const id = Number(raw.targetUserId);
    if (!Number.isInteger(id) || id < 1) {
      throw new ApiException(400, ERROR_CODES.VALIDATION_FAILED, 'targetUserId must be a user id');
    }
    filter.targetUserId = id;
  }
  if (raw.action !== undefined) {
    if (!AUDIT_ACTIONS.includes(raw.action as AuditAction)) {
      throw new ApiException(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        `action must be one of ${AUDIT_ACTIONS.join(', ')}`,
      );
    }
    filter.action = raw.action as AuditAction;
  }
  if (raw.actor !== undefined) {
    if (typeof raw.actor !== 'string' || raw.actor.trim() === '' || raw.actor.length > 100) {
      throw new ApiException(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        'actor must be a staff username of at most 100 characters',
      );
    }
    filter.actor = raw.actor.trim();
  }
  if (raw.paymentId !== undefined) {
    if (typeof raw.paymentId !== 'string' || !isPaymentPublicId(raw.paymentId)) {
      throw new ApiException(400, ERROR_CODES.VALIDATION_FAILED, 'paymentId must be a payment id');
    }
    filter.paymentId = raw.paymentId.toLowerCase();
  }
  return filter;
}

@ApiTags('admin: audit')
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @StaffAuth('audit:read')
  @ApiOperation({
    summary:
      'Staff changes, newest first (react-admin list: sort, range, filter {targetUserId, action, actor, paymentId})',
    description: 'filter.actor is a staff username, matched exactly in any letter case.',
  })
  @ApiOkResponse({
    type: [AuditEntryResponse],
    headers: { 'Content-Range': { description: 'audit 0-24/310' } },
  })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    const parsed = parseListQuery(query, ['created_at', 'id'] as const, 'created_at');
    const { entries, total } = await this.audit.list(
      auditFilter(parsed.filter),
      parsed.offset,
      parsed.limit,
      parsed.sortOrder,
    );
    void reply.header('Content-Range', contentRange('audit', parsed.offset, entries.length, total));
    return entries;
  }
}
