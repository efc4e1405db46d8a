import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type {
  AdminTwoFactorEnrolmentRequest,
  AdminTwoFactorLoginRequest,
  StaffSecuritySettings,
  TwoFactorCodeRequest,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@academy/contracts';
import { CredentialField } from '../../../common/http/credential-field.js';

const ChallengeField = () =>
  applyDecorators(
    CredentialField('Challenge', 100, 'Invalid challenge'),
    ApiProperty({
      description: 'The challenge POST /api/admin/login answered',
      example: 'kq3Vv1n0V6QyNd0v2cX8mW5xR1j7YbL4tH9sEe2aPzU',
    }),
  );

export class TwoFactorCodeDto implements TwoFactorCodeRequest {
  @ApiProperty({
    description: 'The 6-digit code of the authenticator app, or (where taken) a recovery code',
    example: '492039',
  })
  @CredentialField('Code', 32, 'Invalid authentication code')
  code: string;
}

export class TwoFactorEnrolmentDto implements AdminTwoFactorEnrolmentRequest {
  @ChallengeField()
  challenge: string;
}

export class TwoFactorLoginDto extends TwoFactorCodeDto implements AdminTwoFactorLoginRequest {
  @ChallengeField()
  challenge: string;
}

export class StaffSecuritySettingsDto implements StaffSecuritySettings {
  @ApiProperty({ description: 'Every staff account must use two-factor sign-in', example: true })
  @IsBoolean({ message: 'requireTwoFactor must be true or false' })
  requireTwoFactor: boolean;
}

export class TwoFactorSetupResponse implements TwoFactorSetup {
  @ApiProperty({ description: 'Base32', example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
  secret: string;

  @ApiProperty({
    example:
      'otpauth://totp/Trading%20Academy:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Trading%20Academy',
  })
  otpauthUrl: string;
}

export class TwoFactorRecoveryCodesResponse implements TwoFactorRecoveryCodes {
  @ApiProperty({
    type: [String],
    description: 'Ten single-use codes, shown this once',
    example: ['K7QD-94MX-TR2H'],
  })
  recoveryCodes: string[];
}

export class TwoFactorStatusResponse implements TwoFactorStatus {
  @ApiProperty({ example: true })
  enabled: boolean;

  @ApiProperty({ example: 10 })
  recoveryCodesLeft: number;

  @ApiProperty({ example: false, description: 'The academy requires two-factor sign-in' })
  required: boolean;
}
