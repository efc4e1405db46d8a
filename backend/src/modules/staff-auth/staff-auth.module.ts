import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { StaffAccountsController } from './staff-accounts.controller.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { StaffAuthController } from './staff-auth.controller.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffEntity } from './staff.entity.js';
import { StaffManagementService } from './staff-management.service.js';
import { StaffJwtStrategy } from './staff-jwt.strategy.js';

@Module({
  imports: [
    AuditModule,
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([StaffEntity]),
  ],
  controllers: [StaffAuthController, StaffAccountsController],
  providers: [StaffAccountsService, StaffAuthService, StaffManagementService, StaffJwtStrategy],
  exports: [StaffAccountsService],
})
export class StaffAuthModule {}
