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
import { EmailLinksController } from './email-links.controller.js';
import { EmailRestoreService } from './email-restore.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionsService } from './sessions.service.js';
import { StudentSessionEntity } from './student-session.entity.js';
import { EmailChangeTokenEntity } from './email-change-token.entity.js';
import { EmailRestoreTokenEntity } from './email-restore-token.entity.js';
import { EmailVerificationTokenEntity } from './email-verification-token.entity.js';
import { SignInUnlockTokenEntity } from './sign-in-unlock-token.entity.js';
import { SignInUnlockService } from './sign-in-unlock.service.js';
import { StudentJwtStrategy } from './student-jwt.strategy.js';
import { WebhooksModule } from '../webhooks/index.js';
import { ReferralsModule } from '../referrals/index.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([
      PasswordResetTokenEntity,
      StudentSessionEntity,
      EmailChangeTokenEntity,
      EmailVerificationTokenEntity,
      EmailRestoreTokenEntity,
      SignInUnlockTokenEntity,
    ]),
    UsersModule,
    MailModule,
    AuditModule,
    WebhooksModule,
    ReferralsModule,
  ],
  controllers: [
    AuthController,
    AccountController,
    EmailLinksController,
    StaffPasswordResetController,
  ],
  providers: [
    AuthService,
    AccountService,
    SessionsService,
    PasswordResetService,
    SignInUnlockService,
    EmailVerificationService,
    EmailRestoreService,
    AfterAnswerWork,
    StudentJwtStrategy,
  ],
})
export class AuthModule {}
