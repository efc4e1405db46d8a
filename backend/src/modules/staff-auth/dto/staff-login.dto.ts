import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AdminLoginRequest } from '@academy/contracts';

export class StaffLoginDto implements AdminLoginRequest {
  @ApiProperty({ example: 'admin' })
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(100, { message: 'Invalid username or password' })
  username: string;

  @ApiProperty({ example: 'a long staff password' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Invalid username or password' })
  password: string;
}
