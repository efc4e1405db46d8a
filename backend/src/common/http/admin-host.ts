import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiError } from '@academy/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes that serve the back office at the admin host's root. */
    adminHostApp?: boolean;
  }
}

/** The API routes the admin host serves beside the back office itself. */
const ADMIN_HOST_API_ROUTES = [
  /^\/api\/admin\//,
  /^\/api\/health(?:\/|$)/,
  /^\/api\/docs(?:[-/]|$)/,
];

/**
 * The back office's own host, recognised by the Host header alone (any port). X-Forwarded-Host is
 * never read: a proxy that does not set it passes on whatever the client sent, and the shipped
 * nginx forwards the requested host in Host.
 */
export class AdminHost {
  /** Also the find-my-way `host` constraint of the back office's routes. */
  readonly pattern: RegExp;

  constructor(readonly name: string) {
    this.pattern = new RegExp(`^${name.replace(/[.-]/g, '\\$&')}(?::\\d{1,5})?$`, 'i');
  }

  matches(request: FastifyRequest): boolean {
    const host = request.headers.host;
    return typeof host === 'string' && this.pattern.test(host);
  }
}

const isUnderAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The path as the router matches it: percent-decoded. */
function decoded(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

function notFound(reply: FastifyReply, method: string, path: string): void {
  const body: ApiError = {
    statusCode: 404,
    message: `Cannot ${method} ${path}`,
    code: ERROR_CODES.NOT_FOUND,
  };
  void reply.status(404).send(body);
}

/**
 * With ADMIN_HOST set, keeps each host to its own part: the admin host answers the back office,
 * /api/admin, /api/health and /api/docs (and sends /admin/... to /...); every other host answers
 * 404 for /admin and /api/admin, without a redirect that would name the admin host.
 */
export function useAdminHostRouting(fastify: FastifyInstance, adminHost: AdminHost): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const [rawPath = '/', query] = request.url.split(/\?(.*)/s);
    const route = request.routeOptions.url ?? '';
    if (adminHost.matches(request)) {
      if (isUnderAdmin(rawPath)) {
        // Leading slashes and backslashes collapse to one: "//host" would leave this host.
        const target = `/${rawPath.slice('/admin'.length).replace(/^[/\\]+/, '')}`;
        void reply.redirect(query === undefined ? target : `${target}?${query}`, 301);
        return;
      }
      // A spelling the router decodes to /admin (/%61dmin) is no address of the back office.
      if (isUnderAdmin(decoded(rawPath))) return notFound(reply, request.method, rawPath);
      const served =
        request.routeOptions.config?.adminHostApp === true ||
        ADMIN_HOST_API_ROUTES.some((allowed) => allowed.test(route));
      if (!served) return notFound(reply, request.method, rawPath);
    } else if (isUnderAdmin(decoded(rawPath)) || /^\/api\/admin(?:\/|$)/.test(route)) {
      return notFound(reply, request.method, rawPath);
    }
    done();
  });
}
