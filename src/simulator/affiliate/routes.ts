import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError, splitFormat } from '../http.ts';
import type { Category } from './catalog.ts';
import { directoryJson, directoryXml } from './directory.ts';
import { deltaPage, fullFeedPage, topPage } from './pages.ts';
import type { FeedPage, PageRequest } from './pages.ts';
import { decodeCursor, signature, signatureMatches } from './signing.ts';
import type { FeedKind, Variant } from './signing.ts';
import { buildXml, writeFeedXml } from './xml.ts';

type Params = { tid: string; file: string; cat?: string };
/** The spec's header names, and the real service's (which refuses the spec's): see the field notes. */
const HEADER_NAMES = {
  spec: { id: 'Svc-Affiliate-Id', token: 'Svc-Affiliate-Token' },
  real: { id: 'Fk-Affiliate-Id', token: 'Fk-Affiliate-Token' },
} as const;
const IN_STOCK = new Set(['true', 'yes', '1']);

/** Checks path, signature (403) and expiry (410); answers and returns undefined when the request fails. */
async function admit(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  variant: Variant,
  catSegment: string,
  cursor: string,
) {
  const p = request.params as Params;
  const q = request.query as Record<string, unknown>;
  if (p.tid !== ctx.secrets.credentials.affiliate.trackingId) {
    await sendError(
      reply,
      401,
      'UNAUTHORIZED',
      'the tracking id in the path does not match the affiliate id header',
    );
    return undefined;
  }
  const category = ctx.world.catalog.byCode(catSegment);
  if (!category) {
    await sendError(reply, 404, 'NOT_FOUND', `no category ${catSegment}`);
    return undefined;
  }
  const expiresRaw = q['expiresAt'];
  const sig = q['sig'];
  if (typeof expiresRaw !== 'string' || typeof sig !== 'string') {
    await sendError(
      reply,
      403,
      'URL_TAMPERED',
      'the URL lacks expiresAt or sig: use the URLs the directory returns',
    );
    return undefined;
  }
  if (!/^\d{1,16}$/.test(expiresRaw)) {
    await sendError(reply, 400, 'BAD_REQUEST', 'expiresAt must be epoch milliseconds');
    return undefined;
  }
  const expiresAt = Number(expiresRaw);
  if (!signatureMatches(signature(ctx, variant, p.tid, category.code, cursor, expiresAt), sig)) {
    await sendError(reply, 403, 'URL_TAMPERED', 'signature mismatch: the URL was altered');
    return undefined;
  }
  if (expiresAt <= ctx.clock.now()) {
    await sendError(reply, 410, 'URL_EXPIRED', 'the URL has expired: fetch the directory again');
    return undefined;
  }
  const inStockRaw = q['inStock'];
  return { category, inStock: typeof inStockRaw === 'string' && IN_STOCK.has(inStockRaw.toLowerCase()) };
}

function sendPage(
  reply: FastifyReply,
  req: PageRequest,
  page: FeedPage,
  delta: { version: number } | undefined,
  spelling: 'real' | 'spec',
) {
  const listKey = req.variant === 'v1.1.0' && spelling === 'real' ? 'products' : 'productInfoList';
  if (req.format === 'json') {
    const body: Record<string, unknown> = {};
    // The end of a feed is a null nextUrl (v1.1.0) or a missing one (v0.1.0): clients meet both.
    if (page.nextUrl !== null || req.variant === 'v1.1.0') body['nextUrl'] = page.nextUrl;
    body['validTill'] = page.validTill;
    if (delta) body['version'] = delta.version;
    if (req.variant === 'v1.1.0' || delta) body['lastProductId'] = page.lastProductId;
    // The records are UTF-8 JSON already (pages.ts): the list goes last, after the envelope's fields.
    const envelope = JSON.stringify(body);
    const records = page.records as Buffer[];
    const text = Buffer.concat([
      Buffer.from(`${envelope.slice(0, -1)},${JSON.stringify(listKey)}:[`),
      ...records,
      Buffer.from(']}'),
    ]);
    return reply.type('application/json; charset=utf-8').send(text);
  }
  const root = delta ? 'DeltaFeed' : req.variant === 'v1.1.0' ? 'ProductFeedV1' : 'ProductFeed';
  const xml = writeFeedXml(root, {
    ...(page.nextUrl !== null ? { nextUrl: page.nextUrl } : {}),
    validTill: delta ? new Date(page.validTill).toISOString() : page.validTill,
    ...(delta ? { version: delta.version } : {}),
    lastProductId: page.lastProductId,
    products: { productInfoList: page.records },
  });
  return reply.type('application/xml; charset=utf-8').send(xml);
}

function feedRoutes(
  app: FastifyInstance,
  ctx: SimContext,
  variant: Variant,
  kind: FeedKind,
  base: string,
): void {
  const handler =
    (mode: 'first' | 'cursor' | 'fromVersion') => async (request: FastifyRequest, reply: FastifyReply) => {
      const p = request.params as Params;
      const file = splitFormat(p.file);
      if (!file) return sendError(reply, 404, 'NOT_FOUND', 'the path must end in .json or .xml');
      const catSegment = mode === 'first' ? file.name : (p.cat ?? '');
      const cursorText = mode === 'cursor' ? file.name : '';
      const cursor = mode === 'cursor' ? decodeCursor(ctx, cursorText) : undefined;
      if (mode === 'cursor' && (!cursor || cursor.delta !== (kind === 'deltaFeeds')))
        return sendError(reply, 404, 'NOT_FOUND', 'unknown page');
      ctx.world.catalog.sync(ctx.clock.now());
      const admitted = await admit(ctx, request, reply, variant, catSegment, cursorText);
      if (!admitted) return reply;
      const req: PageRequest = {
        category: admitted.category,
        variant,
        format: file.format,
        inStock: admitted.inStock,
      };
      const spelling = ctx.switches.affiliateSpelling;
      if (kind === 'topFeeds') return sendPage(reply, req, topPage(ctx, req), undefined, spelling);
      if (kind === 'feeds')
        return sendPage(reply, req, fullFeedPage(ctx, req, cursor?.position ?? 0), undefined, spelling);
      if (mode === 'first')
        return sendVersion(reply, admitted.category, file.format, ctx.switches.deltaVersionError);
      if (mode === 'cursor' && cursor)
        return sendPage(
          reply,
          req,
          deltaPage(ctx, req, cursor.from, cursor.to, cursor.position),
          { version: cursor.to },
          spelling,
        );
      return sendDelta(ctx, reply, req, file.name);
    };
  app.get(`${base}/:tid/category/:file`, handler('first'));
  if (kind !== 'topFeeds') app.get(`${base}/:tid/category/:cat/:file`, handler('cursor'));
  if (kind === 'deltaFeeds') app.get(`${base}/:tid/category/:cat/fromVersion/:file`, handler('fromVersion'));
}

/** The version envelope; a server-side error is reported in `error` (HTTP 200), as the spec's error table says. */
function sendVersion(reply: FastifyReply, category: Category, format: 'json' | 'xml', error: string | null) {
  if (format === 'json')
    return reply.send({
      category: category.code,
      version: category.version,
      timestamp: category.timestamp,
      error,
    });
  const body = { category: category.code, version: category.version, ...(error ? { error } : {}) };
  return reply.type('application/xml; charset=utf-8').send(buildXml('DeltaFeed', body));
}

function sendDelta(ctx: SimContext, reply: FastifyReply, req: PageRequest, versionText: string) {
  const { category } = req;
  if (!/^\d{1,9}$/.test(versionText))
    return sendError(reply, 400, 'BAD_REQUEST', 'fromVersion must be an integer');
  const from = Number(versionText);
  if (from > category.version)
    return sendError(
      reply,
      400,
      'BAD_REQUEST',
      `fromVersion ${from} is newer than the latest version ${category.version}`,
    );
  if (from < category.firstVersion) {
    return sendError(
      reply,
      400,
      'BAD_REQUEST',
      `fromVersion ${from} is older than the oldest kept version ${category.firstVersion}: use the full feed`,
    );
  }
  return sendPage(
    reply,
    req,
    deltaPage(ctx, req, from, category.version, 0),
    { version: category.version },
    ctx.switches.affiliateSpelling,
  );
}

/** Everything under /affiliate: header check (401), directory, feeds, deltas and top feeds of both variants. */
export function registerAffiliate(app: FastifyInstance, ctx: SimContext): void {
  app.register(async (aff) => {
    aff.addHook('onRequest', async (request, reply) => {
      const { trackingId, token } = ctx.secrets.credentials.affiliate;
      // The spec's header names, or with the real-spelling switch the real service's (which refuses the spec's).
      const names = HEADER_NAMES[ctx.switches.realSpelling ? 'real' : 'spec'];
      const header = (name: string) => request.headers[name.toLowerCase()];
      if (header(names.id) !== trackingId || header(names.token) !== token) {
        await sendError(
          reply,
          401,
          'UNAUTHORIZED',
          `${names.id} and ${names.token} are required and must be valid`,
        );
        return reply;
      }
    });
    aff.get('/affiliate/api/:file', async (request, reply) => {
      const file = splitFormat((request.params as Params).file);
      if (!file) return sendError(reply, 404, 'NOT_FOUND', 'the path must end in .json or .xml');
      if (file.name !== ctx.secrets.credentials.affiliate.trackingId)
        return sendError(reply, 401, 'UNAUTHORIZED', 'unknown tracking id');
      if (file.format === 'xml') return reply.type('application/xml; charset=utf-8').send(directoryXml(ctx));
      return directoryJson(ctx, 'json');
    });
    for (const variant of ['v0.1.0', 'v1.1.0'] as const) {
      const prefix = variant === 'v1.1.0' ? '/affiliate/1.0' : '/affiliate';
      feedRoutes(aff, ctx, variant, 'feeds', `${prefix}/feeds`);
      feedRoutes(aff, ctx, variant, 'deltaFeeds', `${prefix}/deltaFeeds`);
    }
    // The spec's v0.1.0 delta path has an `api` segment; the sample URLs do not. Both are served.
    feedRoutes(aff, ctx, 'v0.1.0', 'deltaFeeds', '/affiliate/api/deltaFeeds');
    feedRoutes(aff, ctx, 'v1.1.0', 'topFeeds', '/affiliate/1.0/topFeeds');
  });
}
