import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { StaffPasswordResetController } from './staff-password-reset.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { StudentJwtStrategy } from './student-jwt.strategy.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([PasswordResetTokenEntity]),
    UsersModule,
    MailModule,
    AuditModule,
  ],
  controllers: [AuthController, StaffPasswordResetController],
  providers: [AuthService, PasswordResetService, StudentJwtStrategy],
})
export class AuthModule {}
