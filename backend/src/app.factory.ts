import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import compress from '@fastify/compress';
import { Logger } from 'nestjs-pino';
import { RECEIPT_MAX_BYTES } from '@academy/contracts';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { type AppConfig } from './config/app-config.js';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter.js';
import { AdminHost, useAdminHostRouting } from './common/http/admin-host.js';
import { adminHostPolicy, sharedOriginPolicy } from './common/http/content-security-policy.js';
import { closeConnectionsWhenClosing } from './common/http/graceful-close.js';
import { useJsonBodyParser } from './common/http/json-body.js';
import { useMultipart } from './common/http/multipart.js';
import { useStreamedBodies } from './common/http/streamed-body.js';
import { useSecurityHeaders } from './common/http/security-headers.js';
import { createLogger, echoRequestId, requestIdOf } from './common/http/logging.js';
import { NulCharactersPipe } from './common/http/nul-characters.pipe.js';
import { createValidationPipe } from './common/http/validation.js';
import { MetricsService } from './modules/metrics/metrics.service.js';
import { RECEIPT_ROUTE } from './modules/payments/manual/manual-payments.controller.js';
import { TUS_BODY_TYPE, UPLOADS_PATH } from './modules/uploads/index.js';
import { setupOpenApi } from './openapi.js';
import { serveWebApps } from './web-apps.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** What the back office's tus client sends and reads, for a back office on another origin. */
const TUS_REQUEST_HEADERS = ['Tus-Resumable', 'Upload-Length', 'Upload-Metadata', 'Upload-Offset'];
const TUS_ANSWER_HEADERS = ['Location', 'Tus-Resumable', 'Upload-Offset', 'Upload-Length'];
// Longer than the 60 s idle timeout of common load balancers, so that they close first.
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
// How often Node looks for requests past their deadline (30 s by default): the slack on the limit.
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * The whole product on one Fastify server: /api, /api/docs, /admin and the student app; with
 * ADMIN_HOST, the back office and /api/admin on that host and the rest on the others.
 */
export async function createApp(
  config: AppConfig,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  const logger = createLogger(config, logDestination);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // The whole request (headers and body) must arrive within this; answering it is not
    // limited, so a long video download is not cut. Idle sockets close after the idle timeout.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      // Node ends a request whose headers are complete only once headersTimeout (60 s by default)
      // has passed as well, so a body trickled in would outlive requestTimeout.
      headersTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    trustProxy:
      config.trustProxy === false
        ? false
        : (_address: string, hop: number) => hop < Number(config.trustProxy),
    loggerInstance: logger,
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger),
    adapter,
    {
      // Held until the application's logger is in place, so that start-up speaks through it too.
      bufferLogs: true,
      // Payment webhooks verify their signature over the exact bytes that were sent.
      rawBody: true,
    },
  );
  app.useLogger(app.get(Logger));
  echoRequestId(app.getHttpAdapter().getInstance());
  app.get(MetricsService).instrument(app.getHttpAdapter().getInstance());
  closeConnectionsWhenClosing(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  useJsonBodyParser(app, BODY_LIMIT_BYTES);
  await useMultipart(app, [RECEIPT_ROUTE], { fileSize: RECEIPT_MAX_BYTES });
  // Upload bodies reach the disk unread by Fastify (tus 1.0.0: PATCH, and POST with a body).
  useStreamedBodies(app, TUS_BODY_TYPE, [UPLOADS_PATH, `${UPLOADS_PATH}/:id`]);
  app.useGlobalPipes(new NulCharactersPipe(), createValidationPipe());
  app.enableShutdownHooks();
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const adminHost = config.adminHost ? new AdminHost(config.adminHost) : null;
  const fastify = app.getHttpAdapter().getInstance();
  useSecurityHeaders(
    fastify,
    sharedOriginPolicy(config),
    adminHost
      ? { applies: (request) => adminHost.matches(request), options: adminHostPolicy() }
      : undefined,
  );
  const cors = {
    exposedHeaders: [
      'Content-Range',
      'Retry-After',
      'X-Request-Id',
      'X-Total-Exact',
      'X-Next-Cursor',
      ...TUS_ANSWER_HEADERS,
    ],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'token',
      'Range',
      'Idempotency-Key',
      ...TUS_REQUEST_HEADERS,
    ],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'],
  };
  const sharedCors = {
    ...cors,
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
  };
  // The admin host's API is for the back office beside it: no other origin's page may call it.
  const adminHostCors = { ...cors, origin: [new URL(config.adminUrl).origin] };
  app.enableCors(
    adminHost
      ? {
          delegator: (request, answer) =>
            answer(null, adminHost.matches(request) ? adminHostCors : sharedCors),
        }
      : sharedCors,
  );
  if (adminHost) useAdminHostRouting(fastify, adminHost);
  setupOpenApi(app);
  await serveWebApps(app, config, adminHost);
  return app;
}
