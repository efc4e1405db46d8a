import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../common/http/error-response.js';
import { RateLimitService } from './rate-limit.service.js';

const SCOPE_KEY = 'rateLimitScope';

@Injectable()
export class IpRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const scope = this.reflector.get<string>(SCOPE_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limits.consumeIpAttempt(scope, request.ip);
    return true;
  }
}

/** Counts every call of this route against the caller's IP (RATE_LIMIT_PER_IP per minute). */
export function RateLimited(scope: string) {
  return applyDecorators(
    SetMetadata(SCOPE_KEY, scope),
    UseGuards(IpRateLimitGuard),
    ApiTooManyRequestsResponse({
      type: ErrorResponse,
      description: 'Too many attempts; see the Retry-After header',
      headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
    }),
  );
}
