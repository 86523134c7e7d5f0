/**
 * Security headers on every response (security.md D1, D5, C4). Hono's secureHeaders supplies the
 * baseline; we override the defaults the checklist asks for (HSTS one year, a real CSP). It runs
 * with `overwrite: false`, so a route that sets a stricter CSP (API JSON, photos) keeps it.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The SPA's policy. Emotion injects <style> at runtime, so style-src needs 'unsafe-inline'
 * (no per-request nonce in a static build); scripts are never inline. blob: is the photo preview.
 */
export const SPA_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** JSON never needs to load or run anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Uploaded photos: even if a browser sniffed one as HTML, it could run nothing (C4). */
export const PHOTO_CSP = "default-src 'none'; sandbox";

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    // Hono's default is 180 days; ASVS 3.4.1 asks for at least a year.
    strictTransportSecurity: HSTS,
    // Matches frame-ancestors 'none' for browsers that only know the old header.
    xFrameOptions: 'DENY',
    // same-origin (the default) is deliberate: the SPA, API and photos share one origin, also
    // in development where Vite proxies /public.
    crossOriginResourcePolicy: 'same-origin',
    overwrite: false,
  });
}
