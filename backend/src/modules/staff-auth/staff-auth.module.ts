import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { StaffSessionAdminService } from './sessions/staff-session-admin.service.js';
import { StaffSessionEntity } from './sessions/staff-session.entity.js';
import { StaffSessionsController } from './sessions/staff-sessions.controller.js';
import { StaffSessionsService } from './sessions/staff-sessions.service.js';
import { StaffTokensService } from './sessions/staff-tokens.service.js';
import { StaffAccountsController } from './staff-accounts.controller.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { StaffAuthController } from './staff-auth.controller.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffEntity } from './staff.entity.js';
import { StaffManagementService } from './staff-management.service.js';
import { StaffJwtStrategy } from './staff-jwt.strategy.js';
import { SecretCipher } from './two-factor/secret-cipher.js';
import { SignInChallengesService } from './two-factor/sign-in-challenges.service.js';
import { StaffRecoveryCodeEntity } from './two-factor/staff-recovery-code.entity.js';
import { StaffSecuritySettingsEntity } from './two-factor/staff-security-settings.entity.js';
import { StaffSecuritySettingsService } from './two-factor/staff-security-settings.service.js';
import { StaffSignInChallengeEntity } from './two-factor/staff-sign-in-challenge.entity.js';
import { TwoFactorSignInController } from './two-factor/two-factor-sign-in.controller.js';
import { TwoFactorSignInService } from './two-factor/two-factor-sign-in.service.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

@Module({
  imports: [
    AuditModule,
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([
      StaffEntity,
      StaffSessionEntity,
      StaffRecoveryCodeEntity,
      StaffSignInChallengeEntity,
      StaffSecuritySettingsEntity,
    ]),
  ],
  controllers: [
    StaffAuthController,
    TwoFactorSignInController,
    StaffAccountsController,
    StaffSessionsController,
    TwoFactorController,
  ],
  providers: [
    StaffAccountsService,
    StaffAuthService,
    StaffManagementService,
    StaffJwtStrategy,
    StaffSessionsService,
    StaffSessionAdminService,
    StaffTokensService,
    SecretCipher,
    SignInChallengesService,
    StaffSecuritySettingsService,
    TwoFactorService,
    TwoFactorSignInService,
  ],
  exports: [StaffAccountsService],
})
export class StaffAuthModule {}
