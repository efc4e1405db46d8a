import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type ApiError } from '@academy/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest body this route reads, set by @BodyLimit. */
    bodyLimit?: number;
  }
}

/**
 * The largest body a route reads unless it says otherwise: every form and call of ours fits in a
 * few kilobytes, and a body is read into memory whole before anything can refuse it.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** 65536 → "64 kB", 1048576 → "1 MB", as the 413 answer and the documentation say it. */
export function describeBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

/** The 413 answer's message for a route that reads at most `bytes`. */
export const bodyTooLargeMessage = (bytes: number) =>
  `The request body is too large (at most ${describeBytes(bytes)})`;

/** A route that reads bodies larger than DEFAULT_BODY_LIMIT_BYTES, up to `bytes`. */
export function BodyLimit(bytes: number): MethodDecorator {
  const example: ApiError = {
    statusCode: 413,
    message: bodyTooLargeMessage(bytes),
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
  };
  return applyDecorators(
    RouteConfig({ bodyLimit: bytes }),
    ApiPayloadTooLargeResponse({
      description: `The body is over ${describeBytes(bytes)}`,
      example,
    }),
  );
}

/**
 * Gives each route, as it is registered, the body limit its @BodyLimit names, or the default.
 * Fastify enforces it while the body arrives, before any parser or route code runs.
 */
export function useRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit ??= route.config?.bodyLimit ?? DEFAULT_BODY_LIMIT_BYTES;
  });
}
