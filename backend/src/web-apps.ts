import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, type ApiError } from '@academy/contracts';
import type { AppConfig } from './config/app-config.js';

/** The route that answers client-side paths with the app's index.html. */
export const SPA_FALLBACK_ROUTE = '/*';

// Vite fingerprints everything under assets/; index.html must be revalidated to pick up a deploy.
const cacheControl = (path: string) =>
  /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built SPAs beside the API: /admin/* from admin-web, everything else from student-web.
 * Unknown paths get the app's index.html so that client-side routes load; unknown /api paths
 * stay JSON 404s.
 */
export async function serveWebApps(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const apps = [
    { prefix: '/admin/', root: config.staticRoots.admin },
    { prefix: '/', root: config.staticRoots.student },
  ].filter(({ root }) => existsSync(join(root, 'index.html')));

  for (const [index, { prefix, root }] of apps.entries()) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      wildcard: false,
      index: false,
      decorateReply: index === 0,
      setHeaders: (reply, path) => void reply.header('Cache-Control', cacheControl(path)),
    });
  }

  const indexOf = (url: string) =>
    apps.find(({ prefix }) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

  if (apps.length === 0) return;
  fastify.get(SPA_FALLBACK_ROUTE, async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (anything with an extension) is a 404, not the app's page.
    const isFile = /\.[^/]+$/.test(path);
    const isApi = path.startsWith('/api/') || path === '/api';
    const target = isApi || isFile ? undefined : indexOf(path);
    if (!target) {
      const body: ApiError = {
        statusCode: 404,
        message: `Cannot ${request.method} ${path}`,
        code: ERROR_CODES.NOT_FOUND,
      };
      return reply.status(404).send(body);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', target.root);
  });
}
