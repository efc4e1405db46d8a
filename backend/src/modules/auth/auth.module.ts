import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { MailModule } from '../mail/index.js';
import { UsersModule } from '../users/index.js';
import { StaffPasswordResetController } from './staff-password-reset.controller.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AfterAnswerWork } from './after-answer-work.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionsService } from './sessions.service.js';
import { StudentSessionEntity } from './student-session.entity.js';
import { EmailChangeTokenEntity } from './email-change-token.entity.js';
import { SignInUnlockTokenEntity } from './sign-in-unlock-token.entity.js';
import { SignInUnlockService } from './sign-in-unlock.service.js';
import { StudentJwtStrategy } from './student-jwt.strategy.js';
import { WebhooksModule } from '../webhooks/index.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([
      PasswordResetTokenEntity,
      StudentSessionEntity,
      EmailChangeTokenEntity,
      SignInUnlockTokenEntity,
    ]),
    UsersModule,
    MailModule,
    AuditModule,
    WebhooksModule,
  ],
  controllers: [AuthController, AccountController, StaffPasswordResetController],
  providers: [
    AuthService,
    AccountService,
    SessionsService,
    PasswordResetService,
    SignInUnlockService,
    AfterAnswerWork,
    StudentJwtStrategy,
  ],
})
export class AuthModule {}
