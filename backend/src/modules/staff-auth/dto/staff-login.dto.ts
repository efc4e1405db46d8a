import { ApiProperty } from '@nestjs/swagger';
import type { AdminLoginRequest } from '@academy/contracts';
import { CredentialField } from '../../../common/http/credential-field.js';

export class StaffLoginDto implements AdminLoginRequest {
  @ApiProperty({ example: 'admin' })
  @CredentialField('Username', 100, 'Invalid username or password')
  username: string;

  @ApiProperty({ example: 'a long staff password' })
  @CredentialField('Password', 1024, 'Invalid username or password')
  password: string;
}
