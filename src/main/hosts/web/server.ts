import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { BackendHandle } from '../backend-thread/backend-thread.ts';
import { CONTENT_SECURITY_POLICY } from '../../security/content-security-policy.ts';
import { WebAccess, cookieName, hostAllowed, newAccessToken, originAllowed, readCookie } from './access.ts';
import { busyEnvelope, envelopeFor, onClientError, onFastifyError, onNotFound } from './envelope-errors.ts';
import { HostBudget, WEB_HOST_LIMITS, type WebHostLimits } from './host-limits.ts';
import { PageEvents, type PageEventsLimits } from './page-events.ts';
import { PAGE_HEADER, PAGE_PARAM } from '../../../shared/ipc/web-page.ts';
import { readStatic } from './static-files.ts';
import { t as translate } from '../../i18n/backend-language.ts';

export interface WebHostOptions {
  backend: Pick<BackendHandle, 'dispatch' | 'events'>;
  rendererDir: string;
  port?: number;
  /** Fixed only in tests; otherwise a new random token every launch. */
  token?: string;
  /** Shorter only in tests. */
  timeouts?: Partial<WebHostTimeouts>;
  /** Smaller only in tests. */
  limits?: Partial<WebHostLimits>;
  /** Smaller only in tests. */
  pageEvents?: Partial<PageEventsLimits>;
}

/** How long a connection may take to send its headers, its whole request, and how long an idle one stays open. */
export interface WebHostTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  /** How often Node looks for connections past those times. */
  checkEveryMs: number;
}

export const WEB_HOST_TIMEOUTS: WebHostTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

export interface RunningWebHost {
  /** The address to open, with the access token in it. */
  url: string;
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** The host's own sentences (a used address, a foreign Host): with their charset, or a browser shows mojibake. */
const PLAIN_TEXT = 'text/plain; charset=utf-8';
const BODY_LIMIT = 8 * 1024 * 1024;

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/**
 * The web host: the same backend behind a loopback-only HTTP server. Every request needs a session (the per-launch
 * token in the printed address, traded once for a session value in an HttpOnly SameSite cookie) and a loopback
 * Host header; otherwise nothing runs. Connections that send their headers or request slowly are closed.
 */
export async function startWebHost(options: WebHostOptions): Promise<RunningWebHost> {
  const token = options.token ?? newAccessToken();
  const access = new WebAccess(token);
  const t = { ...WEB_HOST_TIMEOUTS, ...options.timeouts };
  const limits = { ...WEB_HOST_LIMITS, ...options.limits };
  const streams = new HostBudget(limits.eventStreams);
  const largeBodies = new HostBudget(limits.largeBodiesBytes);
  const pages = new PageEvents(options.backend.events, options.pageEvents);
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
    clientErrorHandler: onClientError,
    // A bad or over-long address is refused by the router before any handler: answered in the envelope too.
    frameworkErrors: (error, request, reply) => {
      void onFastifyError(error, request, reply);
    },
  });
  app.setErrorHandler(onFastifyError);
  app.setNotFoundHandler(onNotFound);
  let port = 0;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(SECURITY_HEADERS);
    if (!hostAllowed(request.headers.host, port)) {
      return reply.code(403).type(PLAIN_TEXT).send('Stockroom answers only on its loopback address.');
    }
    const query = request.query as Record<string, string | string[] | undefined>;
    const session =
      request.method === 'GET' && typeof query.token === 'string' ? access.redeem(query.token) : undefined;
    if (session !== undefined) {
      // Trade the one-time token in the address for a session cookie, and drop it from the address bar and history.
      const cleanUrl = new URL(request.url, 'http://x');
      cleanUrl.searchParams.delete('token');
      return reply
        .header('set-cookie', `${cookieName(port)}=${session}; HttpOnly; SameSite=Strict; Path=/`)
        .redirect(cleanUrl.pathname + cleanUrl.search, 303);
    }
    if (!access.hasSession(readCookie(request.headers.cookie, cookieName(port)))) {
      const message =
        query.token === undefined ? translate('errors.web.needsToken') : translate('errors.web.tokenUsed');
      return reply.code(401).type(PLAIN_TEXT).send(message);
    }
    if (request.method !== 'GET' && !originAllowed(headerValue(request.headers.origin), port)) {
      return reply.code(403).type(PLAIN_TEXT).send(translate('errors.web.otherSite'));
    }
  });

  app.post<{ Params: { name: string } }>(
    '/api/calls/:name',
    {
      // Before the body is read: its length must be given, and large bodies share one budget in flight.
      onRequest: async (request, reply) => {
        const declared = request.headers['content-length'];
        if (declared === undefined && request.headers['transfer-encoding'] !== undefined)
          return reply.code(411).type('application/json; charset=utf-8').send(envelopeFor(411));
        const length = Number(declared ?? 0);
        if (length <= limits.smallBodyBytes || length > BODY_LIMIT) return; // taken, or refused with 413
        const release = largeBodies.take(length);
        if (release === undefined)
          return reply
            .code(503)
            .header('retry-after', '1')
            .type('application/json; charset=utf-8')
            .send(busyEnvelope(translate('errors.web.busyLargeCalls')));
        reply.raw.once('close', release);
      },
    },
    async (request) => {
      const body = request.body as { input?: unknown } | undefined;
      // Before the call runs: what it changes is announced after, and the page's stream may not be open yet.
      pages.called(headerValue(request.headers[PAGE_HEADER]));
      return options.backend.dispatch(request.params.name, body?.input);
    },
  );

  app.get('/api/events', (request, reply) => {
    const release = streams.take(1);
    if (release === undefined)
      return reply
        .code(503)
        .header('retry-after', '5')
        .type('application/json; charset=utf-8')
        .send(busyEnvelope(translate('errors.web.busyStreams', { count: limits.eventStreams })));
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    // A reader that does not read: past the backlog bound the stream is closed rather than buffered without end.
    const send = (text: string) => {
      if (res.writableLength > limits.streamBacklogBytes) res.destroy();
      else res.write(text);
    };
    const page = (request.query as Record<string, unknown>)[PAGE_PARAM];
    const unsubscribe = pages.open(typeof page === 'string' ? page : undefined, send);
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), 15_000);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      release();
    });
  });

  app.get('/*', async (request, reply) => {
    // The app's page stands for any route of the app, never for an address under /api.
    if (/^\/api(?:[/?]|$)/.test(request.url)) return onNotFound(request, reply);
    const file = await readStatic(options.rendererDir, request.url);
    if (!file)
      return reply.code(404).type(PLAIN_TEXT).send('Not found. Build the renderer first: npm run build');
    return reply.type(file.type).send(file.body);
  });

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  // Node reads these from the server itself; fastify passes on only some of them.
  app.server.headersTimeout = t.headersMs;
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
