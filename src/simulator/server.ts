import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { registerAdmin } from './admin/routes.ts';
import { registerImages } from './affiliate/images.ts';
import { registerAffiliate } from './affiliate/routes.ts';
import type { SimContext } from './context.ts';
import { ADMIN_PREFIX, installFaultHooks } from './fault-hooks.ts';
import { HttpError, sendError } from './http.ts';
import { installRateLimit } from './rate-limit.ts';
import { registerAuthorize } from './seller/authorize.ts';
import { bearerGuard } from './seller/bearer.ts';
import { registerFilterRoutes } from './seller/filter-routes.ts';
import { registerFulfilmentRoutes } from './seller/fulfilment-routes.ts';
import { registerSelfShipRoutes } from './seller/self-ship-routes.ts';
import { registerListingRoutes } from './seller/listing-routes.ts';
import { registerReturnsRoutes } from './seller/returns-routes.ts';
import { registerSandboxRoutes } from './seller/sandbox-routes.ts';
import { registerReturnActionAdmin, registerReturnActionRoutes } from './seller/return-action-routes.ts';
import { registerShipmentRoutes } from './seller/shipments-routes.ts';
import { registerTokenRoute } from './seller/token-route.ts';

/** One fastify server for the seller interface, the token service, the affiliate feeds and the admin interface. */
export function buildServer(ctx: SimContext): FastifyInstance {
  // Path id lists (labels of 100 shipments: about 3,900 characters) pass the router's default limit of 100.
  const app = Fastify({
    logger: false,
    bodyLimit: 5 * 1024 * 1024,
    forceCloseConnections: true,
    routerOptions: { maxParamLength: 8_192 },
  });

  // Bodies are parsed here so that a bad one becomes a clear 400, never a crash.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json/i, { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (e) {
      done(
        new HttpError(400, 'MALFORMED_JSON', `the body is not valid JSON: ${(e as Error).message}`),
        undefined,
      );
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Any other type is kept as text; handlers that need JSON answer 400 when they get a string.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, String(body)));

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.code, error.message);
    const status = error.statusCode ?? 500;
    if (status < 500) return sendError(reply, status, 'BAD_REQUEST', error.message);
    return sendError(reply, 500, 'INTERNAL', 'internal error in the simulator');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`),
  );

  installRateLimit(app, ctx.rateLimits, ADMIN_PREFIX);
  installFaultHooks(app, ctx);
  registerAdmin(app, ctx);
  registerReturnActionAdmin(app, ctx);
  registerTokenRoute(app, ctx);
  registerAuthorize(app, ctx);
  app.register(
    async (seller) => {
      seller.addHook('onRequest', bearerGuard(ctx));
      registerShipmentRoutes(seller, ctx);
      registerFilterRoutes(seller, ctx);
      registerFulfilmentRoutes(seller, ctx);
      registerSelfShipRoutes(seller, ctx);
      registerListingRoutes(seller, ctx);
      registerReturnsRoutes(seller, ctx);
      registerSandboxRoutes(seller, ctx);
      registerReturnActionRoutes(seller, ctx);
    },
    { prefix: '/sellers' },
  );
  registerAffiliate(app, ctx);
  registerImages(app);
  return app;
}
