import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { StatsController } from './stats.controller.js';
import { RevenueService } from './revenue.service.js';
import { StatsService } from './stats.service.js';

@Module({
  controllers: [StatsController, DashboardController],
  providers: [StatsService, RevenueService, DashboardService],
})
export class StatsModule {}
