import { ApiHeader } from '@nestjs/swagger';

/**
 * Documents the User-Agent a sign-in reads to name the device in the list of sessions: optional,
 * though browsers always send it.
 */
export function ApiUserAgentHeader(): MethodDecorator & ClassDecorator {
  return ApiHeader({
    name: 'user-agent',
    required: false,
    schema: { type: 'string', example: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' },
  });
}
