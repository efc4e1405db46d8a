import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ERROR_CODES } from '@academy/contracts';

/**
 * Multipart bodies (file uploads) for the listed routes only. The plugin's parser leaves the body
 * unread until a handler asks for the file; every other route answers 415 at once, so an upload
 * cannot be streamed at a route that never reads it.
 */
export async function useMultipart(
  app: NestFastifyApplication,
  routes: readonly string[],
  limits: { fileSize: number },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: limits.fileSize, files: 1, parts: 5, fields: 4 },
    throwFileSizeLimit: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', async (request, reply) => {
      if (!request.isMultipart() || routes.includes(request.routeOptions.url ?? '')) return;
      await reply.code(415).send({
        statusCode: 415,
        code: ERROR_CODES.BAD_REQUEST,
        message: 'This endpoint does not take multipart bodies: send JSON',
      });
    });
}
