import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  StaffSecuritySettings,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@academy/contracts';
import {
  CurrentPrincipal,
  StaffAuth,
  StaffMemberAuth,
} from '../../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../../common/auth/principal.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { staffSettings } from '../../../common/http/staff-settings.js';
import {
  StaffSecuritySettingsDto,
  TwoFactorCodeDto,
  TwoFactorRecoveryCodesResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '../dto/two-factor.dto.js';
import { StaffSecuritySettingsService } from './staff-security-settings.service.js';
import { TwoFactorSignInService } from './two-factor-sign-in.service.js';
import { signInLimited } from './two-factor.refusals.js';
import { TwoFactorService } from './two-factor.service.js';

const wrongCode = ApiRefusal(
  400,
  'TWO_FACTOR_CODE_INVALID: the code does not match (counted like a wrong password)',
);

const securitySettings = staffSettings({
  path: 'settings/security',
  settings: StaffSecuritySettingsDto,
  read: 'staff:manage',
  write: 'staff:manage',
});

/** A staff member's own two-factor sign-in, an admin's reset of another's, and the requirement. */
@ApiTags('admin: two-factor sign-in')
@Controller('admin')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly codes: TwoFactorSignInService,
    private readonly settings: StaffSecuritySettingsService,
  ) {}

  @Get('2fa')
  @StaffMemberAuth()
  @ApiOperation({ summary: "The signed-in staff member's two-factor sign-in" })
  @ApiOkResponse({ type: TwoFactorStatusResponse })
  status(@CurrentPrincipal() actor: StaffPrincipal): Promise<TwoFactorStatus> {
    return this.twoFactor.status(actor.staffId);
  }

  @Post('2fa/setup')
  @HttpCode(200)
  @StaffMemberAuth()
  @ApiOperation({
    summary: 'A new TOTP secret, pending until a code from it turns two-factor sign-in on',
  })
  @ApiOkResponse({ type: TwoFactorSetupResponse })
  @ApiRefusal(409, 'Two-factor sign-in is already on')
  setup(@CurrentPrincipal() actor: StaffPrincipal): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(actor.staffId);
  }

  @Post('2fa/enable')
  @HttpCode(200)
  @StaffMemberAuth()
  @ApiOperation({
    summary: 'Turn two-factor sign-in on with a code from the pending secret (audited)',
    description: 'Answers ten single-use recovery codes, shown this once and stored hashed.',
  })
  @ApiOkResponse({ type: TwoFactorRecoveryCodesResponse })
  @wrongCode
  @ApiRefusal(409, 'Already on, or no set-up waiting')
  @signInLimited
  enable(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Body() body: TwoFactorCodeDto,
    @Ip() client: string,
  ): Promise<TwoFactorRecoveryCodes> {
    return this.codes.enable(actor, body.code, client);
  }

  @Post('2fa/disable')
  @HttpCode(204)
  @StaffMemberAuth()
  @ApiOperation({ summary: 'Turn two-factor sign-in off with a TOTP or recovery code (audited)' })
  @ApiNoContentResponse({ description: 'Off; the recovery codes are gone' })
  @wrongCode
  @ApiRefusal(409, 'Off already, or required')
  @signInLimited
  async disable(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Body() body: TwoFactorCodeDto,
    @Ip() client: string,
  ): Promise<void> {
    await this.codes.disable(actor, body.code, client);
  }

  @Delete('staff/:id/2fa')
  @HttpCode(204)
  @StaffAuth('staff:manage')
  @ApiOperation({
    summary: "Reset a staff account's two-factor sign-in (audited): it enrols again when required",
  })
  @ApiNoContentResponse({ description: 'Reset' })
  @ApiRefusal(404, 'No such staff account')
  @ApiRefusal(409, 'Two-factor sign-in is off')
  async reset(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    await this.twoFactor.reset(actor, id);
  }

  @securitySettings.Get({ summary: "The back office's security settings" })
  getSettings(): Promise<StaffSecuritySettings> {
    return this.settings.get();
  }

  @securitySettings.Put({
    summary: 'Require two-factor sign-in for every staff account, or not (audited)',
    description:
      'Applies at the next sign-in: a member without it is taken to enrolment after the password.',
  })
  updateSettings(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Body() body: StaffSecuritySettingsDto,
  ): Promise<StaffSecuritySettings> {
    return this.settings.update(actor, body);
  }
}
