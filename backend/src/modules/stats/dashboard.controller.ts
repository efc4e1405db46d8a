import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  OPEN_BULK_BALANCE_JOB_STATUSES,
  DASHBOARD_REFUNDS_SHOWN,
  type DashboardBulkJob,
  type DashboardRefund,
  type PendingPaymentsSummary,
  type StaffDashboard,
} from '@academy/contracts';
import { StaffAuth } from '../../common/auth/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';

class PendingPaymentsResponse implements PendingPaymentsSummary {
  @ApiProperty({ example: 7, description: "Payments with status 'pending'" })
  count: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-20T09:31:10.000Z',
    description: 'When the oldest pending payment was created; null when none waits',
  })
  oldestCreatedAt: string | null;
}

class DashboardTodayResponse {
  @ApiProperty({ example: 42, description: 'Students registered since midnight UTC' })
  registrations: number;

  @ApiProperty({ example: 1250.5, description: 'USD paid minus refunded since midnight UTC' })
  revenue: number;
}

class DashboardBulkJobResponse implements DashboardBulkJob {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: OPEN_BULK_BALANCE_JOB_STATUSES }) status: DashboardBulkJob['status'];
  @ApiProperty({ example: 'anna' }) createdBy: string;
  @ApiProperty({ example: 25000 }) total: number;
  @ApiProperty({ example: 12000 }) processed: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class DashboardRefundResponse implements DashboardRefund {
  @ApiProperty({ format: 'uuid', description: "The payment's public id" }) paymentId: string;
  @ApiProperty({ example: 42 }) userId: number;
  @ApiProperty({ example: 'ivan@example.com' }) email: string;
  @ApiProperty({ example: 100, description: 'USD' }) amount: number;
  @ApiProperty({ format: 'date-time' }) refundedAt: string;
}

class StaffDashboardResponse implements StaffDashboard {
  @ApiProperty({ type: PendingPaymentsResponse }) pending: PendingPaymentsResponse;
  @ApiProperty({ type: DashboardTodayResponse }) today: DashboardTodayResponse;
  @ApiProperty({ type: [DashboardBulkJobResponse], description: 'Queued or running, oldest first' })
  bulkJobs: DashboardBulkJobResponse[];
  @ApiProperty({
    type: [DashboardRefundResponse],
    description: `The last ${DASHBOARD_REFUNDS_SHOWN} refunds, newest first`,
  })
  refunds: DashboardRefundResponse[];
}

/** The back office's dashboard and the pending count its menu shows on every page. */
@ApiTags('admin: dashboard')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardService) {}

  @Get()
  @StaffAuth('payments:read')
  @ApiOperation({
    summary: "The support desk's day: pending payments, today's registrations and revenue",
    description:
      'Also the bulk balance changes still queued or running and the latest refunds. Today starts at midnight UTC, as the statistics do.',
  })
  @ApiOkResponse({ type: StaffDashboardResponse })
  dashboard(): Promise<StaffDashboard> {
    return this.dashboards.dashboard();
  }

  @Get('pending')
  @StaffAuth('payments:read')
  @ApiOperation({ summary: 'How many payments wait for a decision, and since when' })
  @ApiOkResponse({ type: PendingPaymentsResponse })
  pending(): Promise<PendingPaymentsSummary> {
    return this.dashboards.pending();
  }
}
