import { ApiProperty } from '@nestjs/swagger';
import type { AuthTokenResponse, SessionsEnvelope, StudentSession } from '@academy/contracts';

export class TokenResponse implements AuthTokenResponse {
  @ApiProperty({
    description: 'Send it back in the `token` header',
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
  })
  token: string;

  @ApiProperty({ example: 'Login successful' })
  message: string;
}

export class StudentSessionResponse implements StudentSession {
  @ApiProperty({ example: '0b8f2c7e-3c1e-4c59-9a57-3f1c2d9a6b10' })
  id: string;

  @ApiProperty({ example: 'Chrome on Windows', description: "From the sign-in's User-Agent" })
  device: string;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip: string | null;

  @ApiProperty({ example: '2026-11-20T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2026-11-22T18:30:00.000Z' })
  lastSeenAt: string;

  @ApiProperty({ description: 'The session of the token that asked', example: true })
  current: boolean;
}

export class SessionsEnvelopeResponse implements SessionsEnvelope {
  @ApiProperty({ enum: [200], example: 200 })
  status: 200;

  @ApiProperty({ type: [StudentSessionResponse], description: 'Newest activity first' })
  data: StudentSession[];
}
