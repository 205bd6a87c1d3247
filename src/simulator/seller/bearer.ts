import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendOAuthError } from '../http.ts';
import type { Grant } from './tokens.ts';

const grants = new WeakMap<FastifyRequest, Grant>();

/** onRequest hook of the seller routes: a valid, unexpired bearer token with scope Seller_Api. */
export function bearerGuard(ctx: SimContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      await sendOAuthError(
        reply,
        401,
        'unauthorized',
        'Full authentication is required to access this resource',
      );
      return;
    }
    const result = ctx.tokens.checkAccess(match[1], ctx.clock.now());
    if (result === 'unknown') {
      await sendOAuthError(reply, 401, 'invalid_token', 'Invalid access token');
      return;
    }
    if (result === 'expired') {
      await sendOAuthError(reply, 401, 'invalid_token', 'Access token expired');
      return;
    }
    if (!result.scope.split(',').includes('Seller_Api')) {
      await sendOAuthError(
        reply,
        403,
        'insufficient_scope',
        'Insufficient scope for this resource: Seller_Api',
      );
      return;
    }
    grants.set(request, result);
  };
}

/** The seller on whose behalf the request's token was issued. */
export function sellerIdOf(request: FastifyRequest): string {
  const grant = grants.get(request);
  if (!grant) throw new Error('seller route without bearerGuard');
  return grant.sellerId;
}
