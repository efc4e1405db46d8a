import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  PAYMENT_METHODS,
  REGISTRATION_PERIODS,
  type PaymentMethod,
  type RegistrationPeriod,
  type RegistrationPoint,
  type RegistrationStats,
  type RevenuePoint,
  type RevenueStats,
  type StatsSummary,
} from '@academy/contracts';
import { StaffAuth } from '../../common/auth/auth.decorators.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { RevenueService } from './revenue.service.js';
import { StatsService } from './stats.service.js';

class RegistrationsQuery {
  @ApiPropertyOptional({ enum: REGISTRATION_PERIODS, default: 'week' })
  @IsOptional()
  @IsIn(REGISTRATION_PERIODS, {
    message: `period must be one of ${REGISTRATION_PERIODS.join(', ')}`,
  })
  period?: RegistrationPeriod;
}

class StatsSummaryResponse implements StatsSummary {
  @ApiProperty({ example: 1200 })
  totalUsers: number;

  @ApiProperty({ example: 53210.5, description: 'USD' })
  totalBalance: number;

  @ApiProperty({ example: 430, description: 'Users with SILVER, GOLD or PLATINUM' })
  activeCourses: number;

  @ApiProperty({ example: 700, description: 'Users with NONE or no course' })
  noCourse: number;
}

class RegistrationPointResponse implements RegistrationPoint {
  @ApiProperty({ example: '2026-11-20' })
  date: string;

  @ApiProperty({ example: 12 })
  count: number;
}

/** The window a chart covers: the period asked for and its bounds. */
class StatsWindowResponse {
  @ApiProperty({ enum: REGISTRATION_PERIODS })
  period: RegistrationPeriod;

  @ApiProperty({ format: 'date-time', example: '2026-10-24T00:00:00.000Z' })
  from: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-23T00:00:00.000Z' })
  to: string;
}

class RegistrationStatsResponse extends StatsWindowResponse implements RegistrationStats {
  @ApiProperty({
    type: [RegistrationPointResponse],
    description: 'One per UTC calendar date, ascending; 0 on days without registrations',
  })
  points: RegistrationPointResponse[];

  @ApiProperty({ example: 57, description: 'Registrations inside the window' })
  total: number;

  @ApiProperty({ example: 1200, description: 'All users' })
  totalUsers: number;
}

class RevenuePointResponse implements RevenuePoint {
  @ApiProperty({ example: '2026-11-20', description: "The bucket's first day" })
  date: string;

  @ApiProperty({ example: 500, description: 'USD paid in the bucket (by paid_at)' })
  paid: number;

  @ApiProperty({ example: 100, description: 'USD refunded in the bucket (by refunded_at)' })
  refunded: number;

  @ApiProperty({ example: 400 })
  net: number;

  @ApiProperty({
    type: Object,
    example: { crypto: 250, card: 150 },
    description: 'Net USD by method; methods without money are omitted',
  })
  byMethod: Partial<Record<PaymentMethod, number>>;
}

class MethodRevenueResponse {
  @ApiProperty({ enum: PAYMENT_METHODS })
  method: PaymentMethod;

  @ApiProperty({ example: 250 })
  amount: number;
}

class TierRevenueResponse {
  @ApiProperty({ example: 'GOLD', description: "A tier name, or 'topup'" })
  tier: string;

  @ApiProperty({ example: 250 })
  amount: number;
}

class RevenueStatsResponse extends StatsWindowResponse implements RevenueStats {
  @ApiProperty({ type: [RevenuePointResponse], description: 'One per UTC calendar date' })
  points: RevenuePointResponse[];

  @ApiProperty({ example: 1250, description: 'Net USD inside the window' })
  total: number;

  @ApiProperty({ type: [MethodRevenueResponse] })
  byMethod: MethodRevenueResponse[];

  @ApiProperty({ type: [TierRevenueResponse] })
  byTier: TierRevenueResponse[];

  @ApiProperty({ example: 40, description: 'Students registered inside the window' })
  newStudents: number;

  @ApiProperty({ example: 10, description: 'Of them, those who paid inside the window' })
  newStudentsPaid: number;

  @ApiProperty({ example: 0.25, description: 'newStudentsPaid / newStudents, 0 without any' })
  paidShare: number;

  @ApiProperty({
    example: 187.5,
    description:
      'USD promo codes took off payments paid inside the window (refunded ones left out)',
  })
  discountGiven: number;
}

@ApiTags('admin: statistics')
@Controller('admin/stats')
export class StatsController {
  constructor(
    private readonly stats: StatsService,
    private readonly revenueStats: RevenueService,
  ) {}

  @Get('summary')
  @StaffAuth('stats:read')
  @ApiOperation({ summary: 'Total Users, Total Balance, Active Courses, No Course' })
  @ApiOkResponse({ type: StatsSummaryResponse })
  summary(): Promise<StatsSummary> {
    return this.stats.summary();
  }

  @Get('revenue')
  @StaffAuth('stats:read')
  @ApiOperation({
    summary:
      'Revenue per calendar date: paid minus refunded, by method and tier, and new students who paid',
    description:
      'The same window and UTC date buckets as /stats/registrations. A payment counts as paid on its paid_at, and as refunded on its refunded_at.',
  })
  @ApiOkResponse({ type: RevenueStatsResponse })
  @ApiRefusal(400)
  revenue(@Query() query: RegistrationsQuery): Promise<RevenueStats> {
    return this.revenueStats.revenue(query.period ?? 'week');
  }

  @Get('registrations')
  @StaffAuth('stats:read')
  @ApiOperation({
    summary: 'Registrations per calendar date over the last day, week, month or year',
  })
  @ApiOkResponse({ type: RegistrationStatsResponse })
  @ApiRefusal(400)
  registrations(@Query() query: RegistrationsQuery): Promise<RegistrationStats> {
    return this.stats.registrations(query.period ?? 'week');
  }
}
