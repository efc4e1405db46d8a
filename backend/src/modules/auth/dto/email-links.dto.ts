import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import type { RestoreEmailRequest, VerifyEmailRequest } from '@academy/contracts';

const INVALID_VERIFY_LINK = 'This email verification link is invalid or has expired';
const INVALID_RESTORE_LINK = 'This link is invalid or has expired';

export class VerifyEmailDto implements VerifyEmailRequest {
  @ApiProperty({
    description: 'The token from the verification link in the e-mail',
    example: 'k3J9vQ2mX7pL0aR5tY8wZ1cB4nF6hD2s',
  })
  @IsString({ message: INVALID_VERIFY_LINK })
  @Length(20, 200, { message: INVALID_VERIFY_LINK })
  token: string;
}

export class RestoreEmailDto implements RestoreEmailRequest {
  @ApiProperty({
    description: 'The token from the link in the notice sent to the earlier address',
    example: 'k3J9vQ2mX7pL0aR5tY8wZ1cB4nF6hD2s',
  })
  @IsString({ message: INVALID_RESTORE_LINK })
  @Length(20, 200, { message: INVALID_RESTORE_LINK })
  token: string;
}
