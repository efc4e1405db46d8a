import {
  applyDecorators,
  Body,
  Controller,
  Headers,
  HttpCode,
  Ip,
  Post,
  type Type,
} from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import type {
  AdminLoginResponse,
  AdminTwoFactorEnrolmentResponse,
  TwoFactorSetup,
} from '@academy/contracts';
import { Public } from '../../../common/auth/auth.decorators.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { ApiUserAgentHeader } from '../../../common/http/user-agent-header.js';
import { RateLimited } from '../../rate-limit/index.js';
import { StaffLoginResponseBody } from '../staff-auth.controller.js';
import {
  TwoFactorEnrolmentDto,
  TwoFactorLoginDto,
  TwoFactorSetupResponse,
} from '../dto/two-factor.dto.js';
import { TwoFactorSignInService } from './two-factor-sign-in.service.js';
import { signInLimited } from './two-factor.refusals.js';

class EnrolmentSignInBody extends StaffLoginResponseBody {
  @ApiProperty({
    type: [String],
    description: 'Ten single-use recovery codes, shown this once',
    example: ['K7QD-94MX-TR2H'],
  })
  recoveryCodes: string[];
}

const refused = ApiRefusal(
  401,
  'TWO_FACTOR_CODE_INVALID (a wrong code, counted like a wrong password) or TWO_FACTOR_CHALLENGE_INVALID (unknown, expired, spent or out of attempts: sign in again)',
);

/** POST <path>: a step of a sign-in still under way, counted with the password's attempts. */
const SignInStep = (path: string, operation: ApiOperationOptions, answer: Type<unknown>) =>
  applyDecorators(
    Post(path),
    Public(),
    HttpCode(200),
    RateLimited('admin-login'),
    ApiOperation(operation),
    ApiOkResponse({ type: answer }),
    ApiRefusal(400),
    refused,
  );

/** The second step of a staff sign-in: a code, or enrolment when the academy requires it. */
@ApiTags('admin: auth')
@Controller('admin/login/2fa')
export class TwoFactorSignInController {
  constructor(private readonly signIn: TwoFactorSignInService) {}

  @SignInStep(
    '',
    {
      summary: 'Finish a staff sign-in with a TOTP code or a recovery code',
      description:
        'A TOTP code is accepted once; a recovery code is spent. The challenge survives 5 wrong codes and 5 minutes.',
    },
    StaffLoginResponseBody,
  )
  @signInLimited
  @ApiUserAgentHeader()
  complete(
    @Body() body: TwoFactorLoginDto,
    @Ip() client: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AdminLoginResponse> {
    return this.signIn.complete(body.challenge, body.code, { ip: client, userAgent });
  }

  @SignInStep(
    'setup',
    {
      summary:
        'Enrolment during sign-in: a new TOTP secret for the account of an enrolment challenge',
    },
    TwoFactorSetupResponse,
  )
  setup(@Body() body: TwoFactorEnrolmentDto): Promise<TwoFactorSetup> {
    return this.signIn.enrolmentSetup(body.challenge);
  }

  @SignInStep(
    'enable',
    { summary: 'Enrolment during sign-in: turn two-factor sign-in on with a code, and sign in' },
    EnrolmentSignInBody,
  )
  @signInLimited
  @ApiUserAgentHeader()
  enable(
    @Body() body: TwoFactorLoginDto,
    @Ip() client: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AdminTwoFactorEnrolmentResponse> {
    return this.signIn.enrolmentEnable(body.challenge, body.code, { ip: client, userAgent });
  }
}
