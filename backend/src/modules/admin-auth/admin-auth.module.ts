import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminAuthService } from './admin-auth.service.js';
import { AdminEntity } from './admin.entity.js';
import { StaffJwtStrategy } from './staff-jwt.strategy.js';

@Module({
  imports: [PassportModule, JwtModule.register({}), TypeOrmModule.forFeature([AdminEntity])],
  controllers: [AdminAuthController],
  providers: [AdminAccountsService, AdminAuthService, StaffJwtStrategy],
  exports: [AdminAccountsService],
})
export class AdminAuthModule {}
