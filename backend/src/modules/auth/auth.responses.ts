import { ApiProperty } from '@nestjs/swagger';
import type { AuthTokenResponse } from '@academy/contracts';

export class TokenResponse implements AuthTokenResponse {
  @ApiProperty({ description: 'Send it back in the `token` header' })
  token: string;

  @ApiProperty({ example: 'Login successful' })
  message: string;
}
