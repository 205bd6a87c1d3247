import { createHash, createHmac } from 'node:crypto';

/** Options of `startSimulator` (see index.ts for the documented defaults). */
export interface SimulatorOptions {
  /** 0 = a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 42. */
  seed?: number;
  /** Shipments of the primary seller at start, default 2000. */
  shipments?: number;
  /** Returns of the primary seller over the 30 days before the start, default 120 (a few a day). */
  returns?: number;
  /** Products per affiliate category, default 20000. */
  products?: number;
  /** Added to every non-admin response, default 0. */
  latencyMs?: number;
  tokenLifetimeSeconds?: number;
  refreshTokenLifetimeSeconds?: number;
  urlLifetimeMs?: number;
  /**
   * Which dialect the seller interface speaks: `real` (default) as the marketplace's own SDK and captured answers
   * show it, `spec` as the specification writes it (see README "Seller dialects").
   */
  sellerDialect?: SellerDialect;
  /**
   * How pack, ready to dispatch and cancel answer: `captured` (default) per shipment with its status word, as the
   * captured pack answer shows; `sdk` as the SDK models them, `{shipments: [Shipment]}` with no status at all.
   */
  actionAnswers?: ActionAnswers;
}

export type ActionAnswers = 'captured' | 'sdk';
export const ACTION_ANSWERS = ['captured', 'sdk'] as const satisfies readonly ActionAnswers[];

export type SellerDialect = 'real' | 'spec';
export const SELLER_DIALECTS = ['real', 'spec'] as const satisfies readonly SellerDialect[];

export interface Lifetimes {
  tokenSeconds: number;
  refreshTokenSeconds: number;
  urlMs: number;
}

export interface SimConfig {
  port: number;
  host: string;
  seed: number;
  shipments: number;
  returns: number;
  products: number;
  latencyMs: number;
  lifetimes: Lifetimes;
  sellerDialect: SellerDialect;
  actionAnswers: ActionAnswers;
}

export const DEFAULT_LIFETIMES: Lifetimes = {
  tokenSeconds: 60 * 24 * 3600,
  refreshTokenSeconds: 180 * 24 * 3600,
  urlMs: 10 * 3600 * 1000,
};

function whole(name: string, value: number | undefined, fallback: number, min: number, max: number): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < min || v > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max} (got ${String(value)})`);
  }
  return v;
}

function dialect(value: string | undefined): SellerDialect {
  if (value === undefined) return 'real';
  if (!(SELLER_DIALECTS as readonly string[]).includes(value))
    throw new RangeError(`sellerDialect must be one of ${SELLER_DIALECTS.join(', ')} (got ${value})`);
  return value as SellerDialect;
}

function actionAnswers(value: string | undefined): ActionAnswers {
  if (value === undefined) return 'captured';
  if (!(ACTION_ANSWERS as readonly string[]).includes(value))
    throw new RangeError(`actionAnswers must be one of ${ACTION_ANSWERS.join(', ')} (got ${value})`);
  return value as ActionAnswers;
}

export function resolveConfig(options: SimulatorOptions = {}): SimConfig {
  return {
    port: whole('port', options.port, 0, 0, 65535),
    host: options.host ?? '127.0.0.1',
    seed: whole('seed', options.seed, 42, 0, 2 ** 31 - 1),
    shipments: whole('shipments', options.shipments, 2000, 0, 1_000_000),
    returns: whole('returns', options.returns, 120, 0, 1_000_000),
    products: whole('products', options.products, 20000, 1, 10_000_000),
    latencyMs: whole('latencyMs', options.latencyMs, 0, 0, 60_000),
    lifetimes: {
      tokenSeconds: whole(
        'tokenLifetimeSeconds',
        options.tokenLifetimeSeconds,
        DEFAULT_LIFETIMES.tokenSeconds,
        1,
        10 ** 9,
      ),
      refreshTokenSeconds: whole(
        'refreshTokenLifetimeSeconds',
        options.refreshTokenLifetimeSeconds,
        DEFAULT_LIFETIMES.refreshTokenSeconds,
        1,
        10 ** 9,
      ),
      urlMs: whole('urlLifetimeMs', options.urlLifetimeMs, DEFAULT_LIFETIMES.urlMs, 1, 10 ** 12),
    },
    sellerDialect: dialect(options.sellerDialect),
    actionAnswers: actionAnswers(options.actionAnswers),
  };
}

export interface Credentials {
  self_access: { appId: string; appSecret: string };
  third_party: { appId: string; appSecret: string; redirectUri: string };
  affiliate: { trackingId: string; token: string };
}

/** Secrets and credentials, all derived from the seed so that every run with one seed looks the same. */
export interface Secrets {
  credentials: Credentials;
  /** Key of every HMAC the simulator issues (next_token, signed feed URLs). */
  hmacKey: Buffer;
}

function derive(seed: number, label: string, length: number): string {
  return createHash('sha256').update(`stockroom-simulator:${seed}:${label}`).digest('hex').slice(0, length);
}

export function deriveSecrets(seed: number): Secrets {
  return {
    credentials: {
      self_access: {
        appId: `sim-self-${derive(seed, 'self-id', 8)}`,
        appSecret: derive(seed, 'self-secret', 32),
      },
      third_party: {
        appId: `sim-partner-${derive(seed, 'partner-id', 8)}`,
        appSecret: derive(seed, 'partner-secret', 32),
        redirectUri: 'https://stockroom.invalid/oauth/callback',
      },
      affiliate: {
        trackingId: `simaff${derive(seed, 'tracking', 6)}`,
        token: derive(seed, 'affiliate-token', 32),
      },
    },
    hmacKey: Buffer.from(derive(seed, 'hmac', 64), 'hex'),
  };
}

/** Hex HMAC-SHA256 of `text`, cut to `length` characters. */
export function sign(key: Buffer, text: string, length = 32): string {
  return createHmac('sha256', key).update(text).digest('hex').slice(0, length);
}
