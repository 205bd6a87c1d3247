import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Backend } from '../../backend/create-backend.ts';
import { CONTENT_SECURITY_POLICY } from '../../security/content-security-policy.ts';
import { cookieName, hostAllowed, newAccessToken, originAllowed, readCookie, tokensMatch } from './access.ts';
import { readStatic } from './static-files.ts';

export interface WebHostOptions {
  backend: Backend;
  rendererDir: string;
  port?: number;
  /** Fixed only in tests; otherwise a new random token every launch. */
  token?: string;
}

export interface RunningWebHost {
  /** The address to open, with the access token in it. */
  url: string;
  origin: string;
  port: number;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/**
 * The web host: the same backend behind a loopback-only HTTP server. Every request needs the per-launch token
 * (query once, then an HttpOnly SameSite cookie) and a loopback Host header; otherwise nothing runs.
 */
export async function startWebHost(options: WebHostOptions): Promise<RunningWebHost> {
  const token = options.token ?? newAccessToken();
  const app = Fastify({ logger: false, bodyLimit: 8 * 1024 * 1024 });
  let port = 0;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(SECURITY_HEADERS);
    if (!hostAllowed(request.headers.host, port)) {
      return reply.code(403).type('text/plain').send('Stockroom answers only on its loopback address.');
    }
    const query = request.query as Record<string, string | undefined>;
    if (request.method === 'GET' && tokensMatch(token, query.token)) {
      // Trade the token in the address for a cookie, and drop it from the address bar and history.
      const cleanUrl = new URL(request.url, 'http://x');
      cleanUrl.searchParams.delete('token');
      return reply
        .header('set-cookie', `${cookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`)
        .redirect(cleanUrl.pathname + cleanUrl.search, 303);
    }
    const given =
      readCookie(request.headers.cookie, cookieName(port)) ??
      headerValue(request.headers['x-stockroom-token']);
    if (!tokensMatch(token, given)) {
      return reply
        .code(401)
        .type('text/plain')
        .send('Stockroom needs its access token: open the full address it printed when it started.');
    }
    if (request.method !== 'GET' && !originAllowed(headerValue(request.headers.origin), port)) {
      return reply.code(403).type('text/plain').send('Calls from other sites are refused.');
    }
  });

  app.post<{ Params: { name: string } }>('/api/calls/:name', async (request) => {
    const body = request.body as { input?: unknown } | undefined;
    return options.backend.dispatch(request.params.name, body?.input);
  });

  app.get('/api/events', (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    const unsubscribe = options.backend.events.subscribe((name, payload) => {
      res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 15_000);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });

  app.get('/*', async (request, reply) => {
    const file = await readStatic(options.rendererDir, request.url);
    if (!file)
      return reply.code(404).type('text/plain').send('Not found. Build the renderer first: npm run build');
    return reply.type(file.type).send(file.body);
  });

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  port = (app.server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
