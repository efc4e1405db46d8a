import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller.js';
import { RevenueService } from './revenue.service.js';
import { StatsService } from './stats.service.js';

@Module({ controllers: [StatsController], providers: [StatsService, RevenueService] })
export class StatsModule {}
