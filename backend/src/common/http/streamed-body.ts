import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { unsupportedMediaType } from './http.errors.js';

/**
 * Bodies of `contentType` for the listed routes only, left unread: the route's handler streams
 * them (to the disk) as they arrive, so no body limit applies and nothing is held in memory.
 * Any other route answers 415 before reading a byte.
 */
export function useStreamedBodies(
  app: NestFastifyApplication,
  contentType: string,
  routes: readonly string[],
): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(contentType, (request, _body, done) => {
      if (routes.includes(request.routeOptions.url ?? '')) {
        done(null, undefined);
        return;
      }
      done(unsupportedMediaType(`This endpoint does not take ${contentType} bodies`), undefined);
    });
}
