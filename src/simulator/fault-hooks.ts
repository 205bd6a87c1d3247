import { Readable } from 'node:stream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from './context.ts';
import { gatewayPage } from './faults.ts';

export const ADMIN_PREFIX = '/__sim';

const isAdmin = (url: string): boolean =>
  url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`) || url.startsWith(`${ADMIN_PREFIX}?`);

function routeKey(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
}

/**
 * Latency, faults and counters for every non-admin request. Latency is the network's: an answer leaves no sooner
 * than that long after its request arrived, and the simulator's own work on it is done within that time (as a
 * remote service's would be, on its own machines) rather than added after it.
 */
export function installFaultHooks(app: FastifyInstance, ctx: SimContext): void {
  const truncate = new WeakSet<FastifyRequest>();
  const drip = new WeakMap<FastifyRequest, number>();
  const leavesAt = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (isAdmin(request.url)) return;
    const path = request.url.split('?')[0] ?? '/';
    const decision = ctx.faults.decide(request.method, path);
    const latency = ctx.config.latencyMs + decision.latencyMs;
    if (latency > 0) leavesAt.set(request, performance.now() + latency);
    switch (decision.fault) {
      case undefined:
        // Requests that arrived together are all stamped before any handler works: one thread working through
        // them in turn would otherwise start the later ones' latency after the earlier ones' work.
        if (latency > 0) await setImmediate();
        return;
      case '404':
        // Seen from the real service on a category's version read while its feed answered.
        await reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found (simulated)' });
        return reply;
      case '429':
        reply.header('Retry-After', String(decision.retryAfterSeconds));
        await reply.code(429).send({ code: 'RATE_LIMITED', message: 'Request throttled' });
        return reply;
      case '429-bare':
        await reply.code(429).send({ code: 'RATE_LIMITED', message: 'Request throttled' });
        return reply;
      case 'dependent-500':
        await reply.code(500).send({
          code: 'DEPENDENT_SYSTEM_CALL_FAILED',
          message: 'A system this call depends on did not answer (simulated)',
        });
        return reply;
      case 'drip':
        drip.set(request, decision.dripMs);
        return;
      case '500':
        await reply
          .code(500)
          .send({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error (simulated)' });
        return reply;
      case '503':
        reply.header('Retry-After', String(decision.retryAfterSeconds));
        await reply
          .code(503)
          .send({ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable (simulated)' });
        return reply;
      case 'gateway-503':
      case 'gateway-504': {
        const status = decision.fault === 'gateway-503' ? 503 : 504;
        await reply.code(status).type('text/html').send(gatewayPage(status));
        return reply;
      }
      case 'truncate':
        truncate.add(request);
        return;
      // A 200 that is not what was asked: a login or maintenance page from something in between, or JSON where
      // a PDF was asked for.
      case 'ok-html':
        await reply
          .code(200)
          .type('text/html')
          .send('<html><body><h1>Scheduled maintenance</h1></body></html>');
        return reply;
      case 'ok-json':
        await reply
          .code(200)
          .send({ status: 'PROCESSING', message: 'Your labels are being generated (simulated)' });
        return reply;
      case 'drop':
        if (latency > 0) await sleep(latency);
        ctx.faults.count(routeKey(request), 'dropped');
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
    }
  });

  // The answer waits out the rest of its latency. A truncated one is cut in half while keeping a matching
  // Content-Length: the HTTP exchange succeeds, the JSON does not.
  app.addHook('onSend', async (request, _reply, payload) => {
    // A text answer is encoded to its UTF-8 bytes before the wait, so that this work too is done within the latency:
    // Node writes a string by joining it to the head and encoding it after, some 15 ms for a 1 MB feed page. The
    // bytes sent, Content-Length and Content-Type (chosen before this hook) are the same.
    const body = typeof payload === 'string' && !truncate.has(request) ? Buffer.from(payload) : payload;
    const wait = (leavesAt.get(request) ?? 0) - performance.now();
    if (wait > 0) await sleep(wait);
    const dripMs = drip.get(request);
    if (dripMs !== undefined) return dripped(body, dripMs);
    if (!truncate.has(request)) return body;
    if (typeof payload === 'string') return payload.slice(0, Math.floor(payload.length / 2));
    if (Buffer.isBuffer(payload)) return payload.subarray(0, Math.floor(payload.length / 2));
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (isAdmin(request.url)) return;
    ctx.faults.count(routeKey(request), String(reply.statusCode));
  });
}

/** The body in 20 pieces spread over `ms`: a slow network, every byte arriving in the end. */
function dripped(payload: unknown, ms: number): unknown {
  const body =
    typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
  if (body === undefined) return payload;
  const pieces = 20;
  const size = Math.ceil(body.length / pieces);
  return Readable.from(
    (async function* () {
      for (let i = 0; i < pieces; i++) {
        const piece = body.subarray(i * size, (i + 1) * size);
        if (piece.length > 0) yield piece;
        await sleep(ms / pieces);
      }
    })(),
  );
}
