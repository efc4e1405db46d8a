import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_SECURITY_SCHEME, PUBLIC_SECURITY_MARK } from './common/auth/auth.decorators.js';

export function setupOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Trading Academy API')
      .setDescription(
        'Students sign in with POST /api/login and send the returned token in the `token` header. ' +
          'Staff sign in with POST /api/admin/login and send their token as `Authorization: Bearer`. ' +
          'Integrators send an API key the same way, or in the `X-Api-Key` header. ' +
          'Every error is JSON { statusCode, message, code[, errors] }.',
      )
      .setVersion('1.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'token' }, 'token')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'staff')
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key made by an admin (`ta_<prefix>_<secret>`), as `Authorization: Bearer <key>` ' +
            'or in the `X-Api-Key` header. It acts like staff holding exactly its scopes; the scope ' +
            'each route needs is named in its security requirement. Past API_KEY_RATE_LIMIT ' +
            'requests a minute a key is answered 429 with Retry-After.',
        },
        API_KEY_SECURITY_SCHEME,
      )
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' }, 'metrics')
      .build(),
  );
  markPublicOperations(document);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}

/** An operation marked Public() needs no credentials: `security: []`, as OpenAPI spells it. */
function markPublicOperations(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { security?: Record<string, string[]>[] }[]) {
      if (operation.security?.some((requirement) => PUBLIC_SECURITY_MARK in requirement)) {
        operation.security = [];
      }
    }
  }
}
