import { SimClock } from './clock.ts';
import type { ActionAnswers, Lifetimes, SellerDialect, SimConfig, Secrets } from './config.ts';
import { deriveSecrets } from './config.ts';
import { sellerOffers } from './affiliate/seller-offers.ts';
import { AffiliateCatalog } from './affiliate/catalog.ts';
import { FaultController } from './faults.ts';
import { RateLimiter } from './rate-limit.ts';
import { ListingStore } from './seller/listing-store.ts';
import { makeSellers } from './seller/sellers.ts';
import type { Seller } from './seller/sellers.ts';
import { ReturnStore } from './seller/return-store.ts';
import { ShipmentStore } from './seller/shipment-store.ts';
import { TokenStore } from './seller/tokens.ts';
import { buildPools } from './support/pools.ts';
import type { Pools } from './support/pools.ts';

/** Everything `POST /__sim/reset` rebuilds from the seed. */
export interface World {
  sellers: Seller[];
  shipments: ShipmentStore;
  /** Returns of the sellers' order items (`GET /v2/returns`). */
  returns: ReturnStore;
  listings: ListingStore;
  catalog: AffiliateCatalog;
}

export interface Switches {
  /** Get shipments answers DEPENDENT_SYSTEM_CALL_FAILED while on. */
  formsFailure: boolean;
  /** `real` uses the captured spellings of affiliate records, `spec` the spec's (see README). */
  affiliateSpelling: 'real' | 'spec';
  /** When set, delta version envelopes carry this text in `error`. */
  deltaVersionError: string | null;
  /**
   * The real service's spellings where they differ from the spec's: affiliate calls must carry `Fk-Affiliate-Id` /
   * `Fk-Affiliate-Token` (the spec's `Svc-…` are refused), and shipments say `flipkartDiscount` and `is_replacement`.
   */
  realSpelling: boolean;
  /**
   * The seller interface's dialect: `real` as the marketplace's SDK and captured answers show it (listing create
   * with `selling_price` and currencies, the v3 listing read, `states` required in a shipment search, offset
   * next_tokens, forms without status), `spec` as the specification writes it. Real shipments also carry the real
   * spellings (`is_replacement`, `flipkartDiscount`), whatever `realSpelling` says.
   */
  sellerDialect: SellerDialect;
  /**
   * The shape of the pack, ready to dispatch and cancel answers: `captured`, an entry per shipment with its
   * `status` word; `sdk`, the SDK's `{shipments: [Shipment]}` with no status (the caller reads the states back).
   */
  actionAnswers: ActionAnswers;
  /**
   * Which host the simulator stands for. `sandbox` (the default: every seller in a simulator is a test account, so
   * the Demo and any profile pointed at a simulator are sandbox-like) serves the sandbox's self-serve calls (test
   * orders and their moves); `production` answers them 404, as the production host has no such paths.
   */
  environment: 'sandbox' | 'production';
}

/** The switches of a fresh start: the seller dialect and action answers are those the simulator was started with. */
export function initialSwitches(
  sellerDialect: SellerDialect = 'real',
  actionAnswers: ActionAnswers = 'captured',
): Switches {
  return {
    formsFailure: false,
    affiliateSpelling: 'real',
    deltaVersionError: null,
    realSpelling: false,
    sellerDialect,
    actionAnswers,
    environment: 'sandbox',
  };
}

/** Whether shipments are rendered with the real service's spellings. */
export function realShipmentSpelling(switches: Switches): boolean {
  return switches.realSpelling || switches.sellerDialect === 'real';
}

export interface SimContext {
  config: SimConfig;
  secrets: Secrets;
  clock: SimClock;
  pools: Pools;
  lifetimes: Lifetimes;
  world: World;
  tokens: TokenStore;
  faults: FaultController;
  /** Calls per second on path patterns (`PUT /__sim/rate-limits`). */
  rateLimits: RateLimiter;
  switches: Switches;
  /** `http://host:port`, known once the server listens; feed URLs are built on it. */
  origin: string;
}

export function createWorld(config: SimConfig, clock: SimClock, pools: Pools): World {
  const sellers = makeSellers(config.seed, pools);
  const secondary = config.shipments === 0 ? 0 : Math.max(20, Math.round(config.shipments / 10));
  const shipments = new ShipmentStore(config.seed, sellers, [config.shipments, secondary], clock.startedAt);
  const secondaryReturns = config.returns === 0 ? 0 : Math.max(10, Math.round(config.returns / 5));
  return {
    sellers,
    shipments,
    returns: new ReturnStore(
      config.seed,
      sellers,
      [config.returns, secondaryReturns],
      clock.startedAt,
      shipments,
    ),
    listings: new ListingStore(sellers),
    catalog: new AffiliateCatalog(
      config.seed,
      config.products,
      clock.startedAt,
      sellerOffers(config.seed, sellers),
    ),
  };
}

export function createContext(config: SimConfig): SimContext {
  const clock = new SimClock();
  const pools = buildPools(config.seed);
  return {
    config,
    secrets: deriveSecrets(config.seed),
    clock,
    pools,
    lifetimes: { ...config.lifetimes },
    world: createWorld(config, clock, pools),
    tokens: new TokenStore(),
    faults: new FaultController(),
    rateLimits: new RateLimiter(() => clock.now()),
    switches: initialSwitches(config.sellerDialect, config.actionAnswers),
    origin: '',
  };
}

/** Restores the state a fresh start would have (issued tokens survive unless `tokens` is true). */
export function resetContext(ctx: SimContext, tokens: boolean): void {
  ctx.clock.reset();
  ctx.lifetimes = { ...ctx.config.lifetimes };
  ctx.world = createWorld(ctx.config, ctx.clock, ctx.pools);
  ctx.faults.clear();
  ctx.rateLimits.clear();
  ctx.faults.resetCounters();
  ctx.switches = initialSwitches(ctx.config.sellerDialect, ctx.config.actionAnswers);
  if (tokens) ctx.tokens.clear();
}
