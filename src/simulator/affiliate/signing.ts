import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SimContext } from '../context.ts';

export type Variant = 'v0.1.0' | 'v1.1.0';
export type FeedKind = 'feeds' | 'deltaFeeds' | 'topFeeds';

/**
 * The signature covers variant, tracking id, category and cursor (empty for first pages) with the expiry.
 * It leaves out the feed kind, `/fromVersion/<v>` and `inStock`: `get` and `deltaGet` of one variant share
 * one signature, a fromVersion URL made from `deltaGet` keeps it, and `inStock` may be added (field notes).
 */
export function signature(
  ctx: SimContext,
  variant: Variant,
  trackingId: string,
  category: string,
  cursor: string,
  expiresAt: number,
): string {
  return createHmac('sha256', ctx.secrets.hmacKey)
    .update(`${variant}|${trackingId}|${category}|${cursor}|${expiresAt}`)
    .digest('hex')
    .slice(0, 32);
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function kindPath(variant: Variant, kind: FeedKind): string {
  return variant === 'v1.1.0' ? `/affiliate/1.0/${kind}` : `/affiliate/${kind}`;
}

/** An absolute signed URL: `{origin}{kind path}/{tid}/category/{category}[/{cursor}].{format}?expiresAt=&sig=[&inStock=true]`. */
export function signedUrl(
  ctx: SimContext,
  origin: string,
  opts: {
    variant: Variant;
    kind: FeedKind;
    category: string;
    cursor?: string;
    format: 'json' | 'xml';
    expiresAt: number;
    inStock?: boolean;
  },
): string {
  const tid = ctx.secrets.credentials.affiliate.trackingId;
  const sig = signature(ctx, opts.variant, tid, opts.category, opts.cursor ?? '', opts.expiresAt);
  const tail = opts.cursor ? `${opts.category}/${opts.cursor}` : opts.category;
  const stock = opts.inStock ? '&inStock=true' : '';
  return `${origin}${kindPath(opts.variant, opts.kind)}/${tid}/category/${tail}.${opts.format}?expiresAt=${opts.expiresAt}&sig=${sig}${stock}`;
}

/** Cursor of a next page: kind, position, and for deltas the version range; opaque hex, covered by the signature. */
export interface PageCursor {
  delta: boolean;
  position: number;
  from: number;
  to: number;
}

export function encodeCursor(ctx: SimContext, c: PageCursor): string {
  const buf = Buffer.alloc(13);
  buf.writeUInt8(c.delta ? 1 : 0, 0);
  buf.writeUInt32BE(c.position, 1);
  buf.writeUInt32BE(c.from, 5);
  buf.writeUInt32BE(c.to, 9);
  const mask = ctx.secrets.hmacKey;
  for (let i = 0; i < buf.length; i++) buf[i] = (buf[i] ?? 0) ^ (mask[i] ?? 0);
  return buf.toString('hex');
}

export function decodeCursor(ctx: SimContext, text: string): PageCursor | undefined {
  if (!/^[0-9a-f]{26}$/.test(text)) return undefined;
  const buf = Buffer.from(text, 'hex');
  const mask = ctx.secrets.hmacKey;
  for (let i = 0; i < buf.length; i++) buf[i] = (buf[i] ?? 0) ^ (mask[i] ?? 0);
  const kind = buf.readUInt8(0);
  if (kind > 1) return undefined;
  return {
    delta: kind === 1,
    position: buf.readUInt32BE(1),
    from: buf.readUInt32BE(5),
    to: buf.readUInt32BE(9),
  };
}
