/**
 * Security headers on every response (security.md D1, D5, C4). Hono's secureHeaders supplies the
 * baseline; we override the defaults the checklist asks for (a real CSP, a Permissions-Policy).
 * It runs with `overwrite: false`, so a route that sets a stricter CSP (API JSON, photos) keeps it.
 * HSTS is added only to requests that arrived over TLS (RFC 6797 §7.2: a host must not send it
 * over plain HTTP), directly or as said by a proxy the operator trusts (SOFIA_TRUST_PROXY).
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env.ts';
import { arrivedOverTls } from './net.ts';

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

/**
 * Powerful features the app never uses, denied to it and to anything it could embed. The photo
 * picker is a file input, which needs no camera permission. Fullscreen stays allowed to the page
 * itself (the Markdown editor has a full-screen button).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function securityHeaders(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  const baseline = secureHeaders({
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
    // Set below, only over TLS.
    strictTransportSecurity: false,
    // Matches frame-ancestors 'none' for browsers that only know the old header.
    xFrameOptions: 'DENY',
    // same-origin (the default) is deliberate: the SPA, API and photos share one origin, also
    // in development where Vite proxies /public.
    crossOriginResourcePolicy: 'same-origin',
    overwrite: false,
  });
  return async (c, next) => {
    await baseline(c, next);
    if (!c.res.headers.has('Permissions-Policy')) c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    // One year (Hono's default is 180 days; ASVS 3.4.1 asks for at least a year).
    if (arrivedOverTls(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
