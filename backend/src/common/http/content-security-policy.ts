import type { HelmetOptions } from 'helmet';
import { MARKET_WIDGET_SCRIPT_ORIGIN } from '@academy/contracts';
import type { AppConfig } from '../../config/app-config.js';

function originOf(url: string | null): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * What pages of the one origin (or of the students' host) may load. Tokens live in
 * localStorage: no inline script and no script host but ours and the market widgets' loader,
 * so an injected tag or a foreign script cannot read them. The built apps and Swagger UI load
 * every script from a file.
 */
export function sharedOriginPolicy(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", MARKET_WIDGET_SCRIPT_ORIGIN],
        // MUI (emotion) writes its styles into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
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
  };
}

/**
 * The admin host's pages (the back office and Swagger UI) talk to their own origin only: no
 * market widgets, geo lookup, payment pages or frames, and no other site may frame them.
 */
export function adminHostPolicy(): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Receipts are shown from data: URLs; a student's avatar may be any https image.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
  };
}
