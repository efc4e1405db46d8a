import { ApiProperty } from '@nestjs/swagger';
import {
  BULK_BALANCE_JOB_STATUSES,
  BULK_BALANCE_MODES,
  BULK_BALANCE_REFUSALS_SHOWN,
  ERROR_CODES,
  type BulkBalanceJob,
  type BulkBalanceJobStatus,
  type BulkBalanceMode,
  type BulkBalanceRefusal,
  type ErrorCode,
} from '@academy/contracts';

export class BulkBalanceRefusalResponse implements BulkBalanceRefusal {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({
    enum: [
      ERROR_CODES.BALANCE_BELOW_ZERO,
      ERROR_CODES.BALANCE_TOO_LARGE,
      ERROR_CODES.NOT_FOUND,
      ERROR_CODES.INTERNAL,
    ],
    example: ERROR_CODES.BALANCE_BELOW_ZERO,
    description:
      'Why: BALANCE_BELOW_ZERO (params.balance, the balance as it was), BALANCE_TOO_LARGE ' +
      '(params.max), NOT_FOUND (no such user, or deleted), INTERNAL (the change failed on the server)',
  })
  code: ErrorCode;

  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: { type: 'number' },
    example: { balance: 20 },
    description: 'The numbers the reason names',
  })
  params?: Record<string, number>;

  @ApiProperty({
    example: 'The balance cannot go below zero',
    description: 'The reason in English, for people; act on code',
  })
  message: string;
}

export class BulkBalanceJobResponse implements BulkBalanceJob {
  @ApiProperty({ format: 'uuid', example: '0b6a1f7e-6a43-4c57-9f0e-5b8a2d3c1e90' })
  id: string;

  @ApiProperty({
    enum: BULK_BALANCE_JOB_STATUSES,
    description: 'queued and running are open; done, failed and cancelled are final',
  })
  status: BulkBalanceJobStatus;

  @ApiProperty({ enum: BULK_BALANCE_MODES })
  mode: BulkBalanceMode;

  @ApiProperty({ example: 50, description: 'USD' })
  amount: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Spring promotion',
    description: 'Why staff made the change; null when none was given',
  })
  reason: string | null;

  @ApiProperty({ example: 'anna', description: 'A staff username, or api-key:<prefix>' })
  createdBy: string;

  @ApiProperty({ example: 25000, description: 'Users chosen when the job was created' })
  total: number;

  @ApiProperty({ example: 12000, description: 'succeeded + refused' })
  processed: number;

  @ApiProperty({ example: 11998 })
  succeeded: number;

  @ApiProperty({ example: 2, description: 'Users left as they were' })
  refused: number;

  @ApiProperty({
    example: 48,
    minimum: 0,
    maximum: 100,
    description: 'processed / total, rounded down',
  })
  percentage: number;

  @ApiProperty({
    type: [BulkBalanceRefusalResponse],
    description: `The first ${BULK_BALANCE_REFUSALS_SHOWN} refused users by id, with the reason`,
  })
  refusals: BulkBalanceRefusal[];

  @ApiProperty({ type: String, nullable: true, description: 'Why a failed job stopped' })
  error: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;
}
