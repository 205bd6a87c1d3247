import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context.ts';
import { escapeHtml } from '../http.ts';

const PATH = '/oauth-service/oauth/authorize';

interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function problem(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page('Authorization failed', `<p role="alert">${escapeHtml(message)}</p>`));
}

/** Checks the application and redirect URI before anything is shown or any redirect is made. */
function checkClient(ctx: SimContext, p: AuthorizeParams): string | undefined {
  const partner = ctx.secrets.credentials.third_party;
  if (p.client_id !== partner.appId) return 'Unknown application (client_id).';
  if (p.redirect_uri !== partner.redirectUri)
    return 'redirect_uri does not match the URL registered for this application.';
  if (p.response_type !== 'code') return 'response_type must be code.';
  return undefined;
}

function form(ctx: SimContext, p: AuthorizeParams, error?: string): string {
  const hidden = (['client_id', 'redirect_uri', 'response_type', 'scope', 'state'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p[k] ?? '')}">`)
    .join('');
  const sellers = ctx.world.sellers
    .map((s) => `<li>${escapeHtml(s.username)} (${escapeHtml(s.name)})</li>`)
    .join('');
  return page(
    'Sign in to the seller hub',
    `<p>The application <strong>Stockroom partner app</strong> asks for access to your seller account (scope ${escapeHtml(p.scope ?? 'Seller_Api')}).</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${PATH}">${hidden}
<p><label for="username">Username</label> <input id="username" name="username" autocomplete="username" value="${escapeHtml(ctx.world.sellers[0]?.username ?? '')}"></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" value=""></p>
<p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Deny</button></p>
</form>
<p>Simulated sellers (password <code>demo</code>):</p><ul>${sellers}</ul>`,
  );
}

/** The authorization page of the third-party (authorization code) flow. */
export function registerAuthorize(app: FastifyInstance, ctx: SimContext): void {
  app.get(PATH, async (request, reply) => {
    const p = request.query as AuthorizeParams;
    const bad = checkClient(ctx, p);
    if (bad) return problem(reply, 400, bad);
    return reply.type('text/html; charset=utf-8').send(form(ctx, p));
  });

  app.post(PATH, async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null)
      return problem(reply, 400, 'Send the form as application/x-www-form-urlencoded.');
    const p = body as AuthorizeParams & { username?: string; password?: string; decision?: string };
    const bad = checkClient(ctx, p);
    if (bad) return problem(reply, 400, bad);
    const target = new URL(p.redirect_uri ?? '');
    if (p.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'User denied access');
      if (p.state !== undefined) target.searchParams.set('state', p.state);
      return reply.redirect(target.toString(), 302);
    }
    const seller = ctx.world.sellers.find((s) => s.username === p.username && s.password === p.password);
    if (!seller)
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(form(ctx, p, 'Wrong username or password.'));
    const scope = p.scope && p.scope.length > 0 ? p.scope : 'Seller_Api';
    const code = ctx.tokens.issueCode(
      { clientId: ctx.secrets.credentials.third_party.appId, sellerId: seller.id, scope },
      p.redirect_uri ?? '',
      p.state,
      ctx.clock.now(),
    );
    target.searchParams.set('code', code);
    if (p.state !== undefined) target.searchParams.set('state', p.state);
    return reply.redirect(target.toString(), 302);
  });
}
