import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, type ApiError } from '@academy/contracts';
import type { AdminHost } from './common/http/admin-host.js';
import type { AppConfig } from './config/app-config.js';

/** The route that answers client-side paths with the app's index.html. */
export const SPA_FALLBACK_ROUTE = '/*';

/** Where the back office's build expects to live (admin-web's Vite `base`). */
const ADMIN_BUILD_BASE = '/admin/';

// Vite fingerprints everything under assets/; index.html must be revalidated to pick up a deploy.
const cacheControl = (path: string) =>
  /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

const hasApp = (root: string) => existsSync(join(root, 'index.html'));

/** A missing file (anything with an extension) or an API path is a 404, not the app's page. */
function isPagePath(path: string): boolean {
  return !/\.[^/]+$/.test(path) && !(path.startsWith('/api/') || path === '/api');
}

function notFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  const body: ApiError = {
    statusCode: 404,
    message: `Cannot ${request.method} ${path}`,
    code: ERROR_CODES.NOT_FOUND,
  };
  return reply.status(404).send(body);
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * The back office's page for its own host's root: the build links its files under /admin/;
 * everything the page loads after that is addressed relative to those files (vite.config.ts).
 */
export function atRoot(adminIndexHtml: string): string {
  return adminIndexHtml.replace(/(\s(?:src|href)=")\/admin\//g, '$1/');
}

/**
 * Serves the built SPAs beside the API: /admin/* from admin-web, everything else from student-web.
 * Unknown paths get the app's index.html so that client-side routes load; unknown /api paths
 * stay JSON 404s. With ADMIN_HOST, the back office is served at that host's root instead.
 */
export async function serveWebApps(
  app: NestFastifyApplication,
  config: AppConfig,
  adminHost: AdminHost | null,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const apps = [
    { prefix: ADMIN_BUILD_BASE, root: config.staticRoots.admin },
    { prefix: '/', root: config.staticRoots.student },
  ].filter(({ prefix, root }) => hasApp(root) && !(adminHost && prefix === ADMIN_BUILD_BASE));

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
  if (adminHost && hasApp(config.staticRoots.admin)) {
    await app.register(async (scope: FastifyInstance) =>
      serveAdminAtHostRoot(scope, config.staticRoots.admin, adminHost, apps.length === 0),
    );
  }

  const indexOf = (url: string) =>
    apps.find(({ prefix }) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

  if (apps.length === 0) return;
  fastify.get(SPA_FALLBACK_ROUTE, async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const target = isPagePath(path) ? indexOf(path) : undefined;
    if (!target) return notFound(request, reply, path);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', target.root);
  });
}

/**
 * The back office's files and page at the root of its host only (a find-my-way host
 * constraint), each route marked so that the admin host's routing lets it through.
 */
async function serveAdminAtHostRoot(
  scope: FastifyInstance,
  root: string,
  adminHost: AdminHost,
  decorateReply: boolean,
): Promise<void> {
  const constraints = { host: adminHost.pattern };
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, adminHostApp: true };
  });
  await scope.register(fastifyStatic, {
    root,
    prefix: '/',
    constraints,
    wildcard: false,
    index: false,
    decorateReply,
    // The page itself is the rewritten one below, never the file linking /admin/.
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (reply, path) => void reply.header('Cache-Control', cacheControl(path)),
  });
  const page = atRoot(readFileSync(join(root, 'index.html'), 'utf8'));
  scope.get(SPA_FALLBACK_ROUTE, { constraints }, async (request, reply) => {
    const path = pathOf(request);
    if (!isPagePath(path)) return notFound(request, reply, path);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
