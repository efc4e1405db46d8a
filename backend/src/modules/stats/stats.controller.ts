import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiBadRequestResponse,
} from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  REGISTRATION_PERIODS,
  type RegistrationPeriod,
  type RegistrationPoint,
  type RegistrationStats,
  type StatsSummary,
} from '@academy/contracts';
import { StaffAuth } from '../../common/auth/auth.decorators.js';
import { ErrorResponse } from '../../common/http/error-response.js';
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

class RegistrationStatsResponse implements RegistrationStats {
  @ApiProperty({ enum: REGISTRATION_PERIODS })
  period: RegistrationPeriod;

  @ApiProperty({ format: 'date-time' })
  from: string;

  @ApiProperty({ format: 'date-time' })
  to: string;

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

@ApiTags('admin: statistics')
@Controller('admin/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('summary')
  @StaffAuth('admin', 'support')
  @ApiOperation({ summary: 'Total Users, Total Balance, Active Courses, No Course' })
  @ApiOkResponse({ type: StatsSummaryResponse })
  summary(): Promise<StatsSummary> {
    return this.stats.summary();
  }

  @Get('registrations')
  @StaffAuth('admin', 'support')
  @ApiOperation({
    summary: 'Registrations per calendar date over the last day, week, month or year',
  })
  @ApiOkResponse({ type: RegistrationStatsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  registrations(@Query() query: RegistrationsQuery): Promise<RegistrationStats> {
    return this.stats.registrations(query.period ?? 'week');
  }
}
