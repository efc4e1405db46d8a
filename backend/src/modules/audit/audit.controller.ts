import { Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  STAFF_ROLES,
  type AuditAction,
  type AuditEntry,
  type StaffRole,
} from '@academy/contracts';
import { StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { csvAttachment } from '../../common/http/csv.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { KeysetListQuery } from '../../common/http/list-page.js';
import {
  filterEndAfter,
  isFilterDate,
  parseFilter,
  parseListQuery,
  readIdFilter,
  type ListPage,
} from '../../common/http/list-query.js';
import { ListPageAnswer } from '../../common/http/list-response.js';
import { toDatabaseId } from '../../common/http/id.pipe.js';
import { CsvExportRoutes, ExportLinksService } from '../export-links/index.js';
import { isPaymentPublicId } from '../payments/payment.entity.js';
import { AUDIT_EXPORT_COLUMNS, AuditExportService } from './audit-export.service.js';
import { AuditService, type AuditFilter } from './audit.service.js';
import { invalidAuditFilter } from './audit.errors.js';

export class AuditEntryResponse implements AuditEntry {
  @ApiProperty({ example: 17 })
  id: number;

  @ApiProperty({
    example: 'support.maria',
    description: "Staff username, `api-key:<prefix>` for an API key, or 'system'",
  })
  actor: string;

  @ApiProperty({
    enum: STAFF_ROLES,
    nullable: true,
    description: 'Null for the system and for API keys',
  })
  actorRole: StaffRole | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The API key the change was made with',
  })
  actorApiKeyId: number | null;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action: AuditAction;

  @ApiProperty({ type: Number, nullable: true, example: 42 })
  targetUserId: number | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null })
  paymentId: string | null;

  @ApiPropertyOptional({ type: Object, nullable: true, example: { balance: 100 } })
  before: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: Object, nullable: true, example: { balance: 250 } })
  after: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time', example: '2026-11-20T09:30:00.000Z' })
  created_at: string;
}

function auditFilter(raw: Record<string, unknown>): AuditFilter {
  const filter: AuditFilter = {};
  if (raw.id !== undefined) filter.ids = readIdFilter(raw.id, toDatabaseId, 'an audit entry id');
  if (raw.targetUserId !== undefined) {
    filter.targetUserId = databaseId(raw.targetUserId, 'targetUserId must be a user id');
  }
  if (raw.action !== undefined) {
    if (!AUDIT_ACTIONS.includes(raw.action as AuditAction)) {
      throw invalidAuditFilter(`action must be one of ${AUDIT_ACTIONS.join(', ')}`);
    }
    filter.action = raw.action as AuditAction;
  }
  if (raw.actor !== undefined) {
    if (typeof raw.actor !== 'string' || raw.actor.trim() === '' || raw.actor.length > 100) {
      throw invalidAuditFilter('actor must be a staff username of at most 100 characters');
    }
    filter.actor = raw.actor.trim();
  }
  if (raw.actorApiKeyId !== undefined) {
    filter.actorApiKeyId = databaseId(raw.actorApiKeyId, 'actorApiKeyId must be an API key id');
  }
  if (raw.paymentId !== undefined) {
    if (typeof raw.paymentId !== 'string' || !isPaymentPublicId(raw.paymentId)) {
      throw invalidAuditFilter('paymentId must be a payment id');
    }
    filter.paymentId = raw.paymentId.toLowerCase();
  }
  if (raw.from !== undefined) filter.from = moment('from', raw.from, 0);
  if (raw.to !== undefined) filter.to = moment('to', raw.to, 1);
  return filter;
}

function databaseId(value: unknown, refusal: string): number {
  const id = toDatabaseId(value);
  if (id === null) throw invalidAuditFilter(refusal);
  return id;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date (a whole UTC day: `from` at its start, `to` at its end, so from=to is that one day) or a
 * date-time with its zone, as toISOString writes it.
 */
function moment(name: 'from' | 'to', value: unknown, daysAfter: 0 | 1): Date {
  const invalid = invalidAuditFilter(
    `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`,
  );
  if (typeof value !== 'string') throw invalid;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!dateOnly && !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) throw invalid;
  const at = Date.parse(dateOnly ? `${value}T00:00:00Z` : value);
  // Date.parse rolls 2026-02-30 over into March rather than refusing it.
  if (
    !isFilterDate(new Date(at)) ||
    (dateOnly && new Date(at).toISOString().slice(0, 10) !== value)
  ) {
    throw invalid;
  }
  return dateOnly ? filterEndAfter(new Date(at), daysAfter * DAY_MS) : new Date(at);
}

const FILTER_DESCRIPTION =
  'filter.id takes a list of entry ids (getMany). filter.actor is a staff username (or api-key:<prefix>), matched exactly in any letter case. filter.actorApiKeyId names an API key. filter.from and filter.to are dates (YYYY-MM-DD, whole UTC days, both included) or ISO 8601 date-times (from included, to excluded).';

/** The audit log's exports, which the document lists before the log itself. */
@ApiTags('admin: audit')
@Controller('admin/audit')
export class AuditExportController extends CsvExportRoutes({
  kind: 'audit',
  permission: 'audit:read',
  operation: {
    summary: 'Every entry the filter matches, newest first, as a streamed CSV download',
    description: `Audited (action audit_export, with the filter). Takes the same filter as GET /api/admin/audit, without paging. ${FILTER_DESCRIPTION} Columns: ${AUDIT_EXPORT_COLUMNS.join(', ')}. Text that a spreadsheet would run as a formula starts with a '.`,
  },
  filter: {
    example: '{"action":"balance","from":"2026-11-01","to":"2026-11-30"}',
    description:
      'JSON object: the same filter as GET /api/admin/audit (targetUserId, action, actor, paymentId, from, to)',
  },
  filterNote: FILTER_DESCRIPTION,
  readable: 'the audit log',
  checkFilter: auditFilter,
}) {
  constructor(
    private readonly exports: AuditExportService,
    readonly links: ExportLinksService,
  ) {
    super();
  }

  async csvFile(actor: StaffActor, filterText: string | undefined): Promise<StreamableFile> {
    const raw = parseFilter(filterText);
    const stream = await this.exports.csv(actor, auditFilter(raw), raw);
    return csvAttachment('audit', stream);
  }
}

@ApiTags('admin: audit')
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @StaffAuth('audit:read')
  @ApiOperation({
    summary:
      'Staff changes, newest first (react-admin list: sort, range, filter {targetUserId, action, actor, paymentId, from, to})',
    description: FILTER_DESCRIPTION,
  })
  @ListPageAnswer(AuditEntryResponse, 'audit', '0-24/310', { cursor: true })
  @ApiRefusal(400, 'The sort, range or filter is not valid')
  async list(@Query() query: KeysetListQuery): Promise<ListPage<AuditEntry>> {
    const parsed = parseListQuery(query, ['created_at', 'id'] as const, 'created_at');
    const { entries, total, nextCursor } = await this.audit.list(
      auditFilter(parsed.filter),
      parsed.sortField,
      parsed.sortOrder,
      { offset: parsed.offset, limit: parsed.limit, cursor: query.cursor },
    );
    return {
      rows: entries,
      total: total.total,
      totalExact: total.exact,
      offset: parsed.offset,
      nextCursor,
    };
  }
}
