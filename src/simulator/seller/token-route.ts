import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendOAuthError } from '../http.ts';

const SCOPES = ['Seller_Api', 'Default'];

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** `GET {auth_url}/oauth-service/oauth/token`: HTTP Basic + query parameters, Spring-style errors. */
export function registerTokenRoute(app: FastifyInstance, ctx: SimContext): void {
  app.get('/oauth-service/oauth/token', async (request, reply) => {
    const query = request.query as Record<string, string | string[] | undefined>;
    const repeated = Object.keys(query).find((name) => Array.isArray(query[name]));
    if (repeated !== undefined)
      return sendOAuthError(reply, 400, 'invalid_request', `Parameter ${repeated} is given more than once.`);
    const q = query as Record<string, string | undefined>;
    const creds = basicCredentials(request.headers.authorization);
    const { self_access: self, third_party: partner } = ctx.secrets.credentials;
    const app =
      creds?.id === self.appId && creds.secret === self.appSecret
        ? 'self'
        : creds?.id === partner.appId && creds.secret === partner.appSecret
          ? 'partner'
          : undefined;
    if (!app || !creds) return sendOAuthError(reply, 401, 'unauthorized', 'Bad credentials');
    const now = ctx.clock.now();
    const grantType = q['grant_type'];
    if (!grantType) return sendOAuthError(reply, 400, 'invalid_request', 'Missing grant type');

    if (grantType === 'client_credentials') {
      if (app !== 'self')
        return sendOAuthError(
          reply,
          400,
          'unauthorized_client',
          'Unauthorized grant type: client_credentials',
        );
      const scope = q['scope'] ?? 'Seller_Api';
      const bad = scope.split(',').filter((s) => !SCOPES.includes(s.trim()));
      if (bad.length > 0)
        return sendOAuthError(reply, 400, 'invalid_scope', `Invalid scope: ${bad.join(',')}`);
      const sellerId = ctx.world.sellers[0]?.id ?? '';
      const access = ctx.tokens.issueAccess(
        { clientId: creds.id, sellerId, scope },
        now,
        ctx.lifetimes.tokenSeconds,
      );
      return tokenReply(reply, {
        access_token: access.token,
        token_type: 'bearer',
        expires_in: access.expiresIn,
        scope,
      });
    }

    if (grantType === 'authorization_code') {
      if (app !== 'partner')
        return sendOAuthError(
          reply,
          400,
          'unauthorized_client',
          'Unauthorized grant type: authorization_code',
        );
      const code = q['code'];
      const redirectUri = q['redirect_uri'];
      if (!code)
        return sendOAuthError(reply, 400, 'invalid_request', 'An authorization code must be supplied.');
      if (!redirectUri)
        return sendOAuthError(
          reply,
          400,
          'invalid_request',
          'redirect_uri is required for the authorization_code grant.',
        );
      if (q['state'] === undefined)
        return sendOAuthError(
          reply,
          400,
          'invalid_request',
          'state is required for the authorization_code grant.',
        );
      const entry = ctx.tokens.takeCode(code, now);
      if (!entry || entry.clientId !== creds.id)
        return sendOAuthError(reply, 400, 'invalid_grant', `Invalid authorization code: ${code}`);
      if (entry.redirectUri !== redirectUri)
        return sendOAuthError(reply, 400, 'invalid_grant', 'Redirect URI mismatch.');
      if ((entry.state ?? '') !== q['state'])
        return sendOAuthError(reply, 400, 'invalid_grant', 'State mismatch.');
      return tokenPair(
        reply,
        ctx,
        { clientId: entry.clientId, sellerId: entry.sellerId, scope: entry.scope },
        now,
      );
    }

    if (grantType === 'refresh_token') {
      const token = q['refresh_token'];
      if (!token) return sendOAuthError(reply, 400, 'invalid_request', 'A refresh token must be supplied.');
      const entry = ctx.tokens.checkRefresh(token, now);
      if (entry === 'unknown')
        return sendOAuthError(reply, 400, 'invalid_grant', `Invalid refresh token: ${token}`);
      if (entry === 'expired')
        return sendOAuthError(reply, 401, 'invalid_token', `Invalid refresh token (expired): ${token}`);
      if (entry.clientId !== creds.id)
        return sendOAuthError(reply, 400, 'invalid_grant', 'Wrong client for this refresh token');
      const access = ctx.tokens.issueAccess(entry, now, ctx.lifetimes.tokenSeconds);
      // The refresh token is not rotated: it is returned again with its remaining validity.
      return tokenReply(reply, {
        access_token: access.token,
        token_type: 'bearer',
        expires_in: access.expiresIn,
        scope: entry.scope,
        refresh_token: token,
        refresh_token_expires_in: Math.floor((entry.expiresAt - now) / 1000),
      });
    }

    // implicit and password are named by the service but their flows are not shown: refused like unknown ones.
    return sendOAuthError(reply, 400, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);
  });
}

function tokenPair(
  reply: FastifyReply,
  ctx: SimContext,
  grant: { clientId: string; sellerId: string; scope: string },
  now: number,
) {
  const access = ctx.tokens.issueAccess(grant, now, ctx.lifetimes.tokenSeconds);
  const refresh = ctx.tokens.issueRefresh(grant, now, ctx.lifetimes.refreshTokenSeconds);
  return tokenReply(reply, {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    scope: grant.scope,
    refresh_token: refresh.token,
    refresh_token_expires_in: refresh.expiresIn,
  });
}

function tokenReply(reply: FastifyReply, body: Record<string, unknown>) {
  return reply.header('Cache-Control', 'no-store').send(body);
}
