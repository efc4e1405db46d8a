import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { randomUUID } from 'node:crypto';
import { AppModule } from './app.module.js';
import { type AppConfig } from './config/app-config.js';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter.js';
import { requestLogFields } from './common/http/request-log.js';
import { createValidationPipe } from './common/http/validation.js';
import { setupOpenApi } from './openapi.js';
import { serveWebApps } from './web-apps.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const NEST_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const NEST_LEVEL_OF: Record<string, LogLevel> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  info: 'log',
  debug: 'debug',
  trace: 'verbose',
};

/** Nest's own messages follow LOG_LEVEL like the request log does, as JSON lines in production. */
function nestLogger(config: AppConfig): ConsoleLogger | false {
  const last = NEST_LEVEL_OF[config.logLevel];
  if (!last) return false;
  return new ConsoleLogger({
    json: config.production,
    logLevels: NEST_LEVELS.slice(0, NEST_LEVELS.indexOf(last) + 1),
  });
}

function originOf(url: string | null): string[] {
  return url ? [new URL(url).origin] : [];
}

/** The whole product on one Fastify server: /api, /api/docs, /admin and the student app. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy:
      config.trustProxy === false
        ? false
        : (_address: string, hop: number) => hop < Number(config.trustProxy),
    logger: { level: config.logLevel, serializers: { req: requestLogFields } },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: nestLogger(config),
    bufferLogs: false,
    // Payment webhooks verify their signature over the exact bytes that were sent.
    rawBody: true,
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        // The student app asks the configured geo lookup for the phone's default country.
        connectSrc: ["'self'", 'https:', ...originOf(config.links.geoLookup)],
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The Card method's plain form post is answered with a redirect to the provider's page.
        formAction: ["'self'", 'https:'],
        // A deployment may serve plain HTTP behind its proxy; forcing https would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ['Content-Range', 'Retry-After', 'X-Request-Id'],
    allowedHeaders: ['Content-Type', 'Authorization', 'token', 'Range'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  setupOpenApi(app);
  await serveWebApps(app, config);
  return app;
}
