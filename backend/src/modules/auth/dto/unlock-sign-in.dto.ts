import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import type { UnlockSignInRequest } from '@academy/contracts';

const INVALID_LINK = 'This unlock link is invalid or has expired';

export class UnlockSignInDto implements UnlockSignInRequest {
  @ApiProperty({
    description: 'The token from the link in the e-mail',
    example: 'k3J9vQ2mX7pL0aR5tY8wZ1cB4nF6hD2s',
  })
  @IsString({ message: INVALID_LINK })
  @Length(20, 200, { message: INVALID_LINK })
  token: string;
}
