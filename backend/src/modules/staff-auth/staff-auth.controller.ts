import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { STAFF_ROLES, type AdminLoginResponse, type StaffRole } from '@academy/contracts';
import { ErrorResponse } from '../../common/http/error-response.js';
import { RateLimited } from '../rate-limit/rate-limit.guard.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffLoginDto } from './dto/staff-login.dto.js';

class StaffLoginResponseBody implements AdminLoginResponse {
  @ApiProperty({ description: 'Send it as Authorization: Bearer <token>' })
  token: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role: StaffRole;

  @ApiProperty({ example: 'admin' })
  username: string;

  @ApiProperty({ example: 'Login successful' })
  message: string;
}

@ApiTags('admin: auth')
@Controller('admin')
export class StaffAuthController {
  constructor(private readonly auth: StaffAuthService) {}

  @Post('login')
  @HttpCode(200)
  @RateLimited('admin-login')
  @ApiOperation({ summary: 'Staff sign-in' })
  @ApiOkResponse({ type: StaffLoginResponseBody })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid username or password' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  login(@Body() body: StaffLoginDto): Promise<AdminLoginResponse> {
    return this.auth.login(body);
  }
}
