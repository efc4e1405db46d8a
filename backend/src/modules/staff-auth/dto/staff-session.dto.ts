import { ApiProperty } from '@nestjs/swagger';
import type { StaffSession } from '@academy/contracts';

export class StaffSessionResponse implements StaffSession {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Chrome on macOS' })
  device: string;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  lastSeenAt: string;

  @ApiProperty({ description: 'The session the asking token belongs to' })
  current: boolean;
}
