/**
 * The Hono app: API under /public/api, photos at /public/<perfil>, the SPA everywhere else.
 * Pure wiring; dependencies come in through `deps` so tests can swap the database or hasher.
 */
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './env.ts';
import { errorHandler, notFound } from './errors.ts';
import { API_CSP, securityHeaders } from './headers.ts';
import { spaHandler } from './static.ts';
import { loginRoutes } from './routes/login.ts';
import { menuRoutes } from './routes/menus.ts';
import { logoutRoutes } from './routes/logout.ts';
import { passwordRoutes } from './routes/password.ts';
import { photoFileHandler, photoUploadRoutes } from './routes/photo.ts';
import { templateRoutes } from './messageTemplates/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { roleRoutes } from './roles/routes.ts';
import { locationRoutes } from './locations/routes.ts';
import { cashboxRoutes } from './cashbox/routes.ts';
import { cashBoxRoutes } from './cashbox/boxRoutes.ts';
import { cashMovementRoutes } from './cashMovements/routes.ts';
import { deliveryRoutes } from './deliveries/routes.ts';
import { loanRoutes } from './loans/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { creditRefundRoutes } from './payments/refundRoutes.ts';
import { PAYMENT_TARGETS } from './payments/targets.ts';
import { rentalRoutes } from './rentals/routes.ts';
import { debtRoutes } from './debts/routes.ts';
import { customerOwedRoutes } from './debts/customerOwed.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { pendingRoutes } from './pending/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { backupRoutes } from './backup/routes.ts';

/** A literal or percent-encoded "." / ".." path segment. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * The URL parser resolves "/public/../package.json" to "/package.json" before routing, which
 * would quietly turn a traversal attempt into some other page. Browsers never send dot segments,
 * so a request target containing one is refused outright.
 */
const rejectDotSegments: MiddlewareHandler<AppEnv> = async (c, next) => {
  const target = c.env?.incoming?.url ?? '';
  const pathPart = target.split('?')[0] ?? '';
  if (DOT_SEGMENT.test(pathPart)) return notFound(c);
  await next();
};

/**
 * A request answered before its body was read (415, 401, 413 by Content-Length…) leaves unread
 * bytes on the connection. The adapter then drains briefly and drops the socket, which a
 * keep-alive client may already be reusing; saying "Connection: close" lets it know in time.
 */
const closeIfBodyUnread: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const incoming = c.env?.incoming;
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  if (incoming && hasBody && !incoming.readableEnded) c.res.headers.set('Connection', 'close');
};

/** JSON and photos under /public: never cached unless the route says so, and a CSP that allows nothing. */
const publicHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', API_CSP);
};

export function createApp(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .route('/', loginRoutes(deps))
    .route('/', menuRoutes(deps))
    .route('/', photoUploadRoutes(deps))
    .route('/', logoutRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', staffRoutes(deps))
    .route('/', templateRoutes(deps))
    .route('/', customerRoutes(deps))
    .route('/', roleRoutes(deps))
    .route('/', locationRoutes(deps))
    .route('/', cashboxRoutes(deps))
    .route('/', cashBoxRoutes(deps))
    .route('/', cashMovementRoutes(deps))
    .route('/', deliveryRoutes(deps))
    .route('/', loanRoutes(deps))
    .route('/', rentalRoutes(deps))
    .route('/', debtRoutes(deps))
    .route('/', customerOwedRoutes(deps))
    .route('/', analyticsRoutes(deps))
    .route('/', pendingRoutes(deps))
    .route('/', backupRoutes(deps))
    .route('/', importRoutes(deps));
  // One set of payment routes per receivable (loans, rentals, debts, fees), over one write path.
  for (const target of PAYMENT_TARGETS) api.route('/', paymentRoutes(deps, target));
  for (const target of PAYMENT_TARGETS) api.route('/', creditRefundRoutes(deps, target));
  api.all('*', notFound);

  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.log));
  app.notFound(notFound);
  app.use(securityHeaders(deps.config.trustProxy));
  app.use(closeIfBodyUnread);
  app.use(rejectDotSegments);
  app.use('/public/*', publicHeaders);
  app.route('/public/api', api);
  app.get('/public/:perfil', photoFileHandler(deps.photos));
  app.all('/public/*', notFound);
  app.get('*', spaHandler(deps.config.distDir));
  return app;
}
