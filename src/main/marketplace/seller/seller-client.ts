import { AppError } from '../../../shared/errors.ts';
import type {
  CreateListingRequest,
  CreateListingResponse,
} from '../../../shared/marketplace/listing-types.ts';
import { toWireListingMap } from '../../../shared/marketplace/listing-wire.ts';
import type { SkuListingRead } from '../../../shared/marketplace/listing-read.ts';
import type { InventoryChange, PriceChange } from '../../../shared/marketplace/listing-update.ts';
import type { ReturnsPage, ReturnsQuery } from '../../../shared/returns/return-types.ts';
import type {
  Shipment,
  ShipmentFilter,
  ShipmentIdKind,
  ShipmentPage,
  ShipmentSort,
} from '../../../shared/marketplace/seller-types.ts';
import { DEFAULT_TIMEOUTS, RESPONSE_LIMITS, parseJson } from '../http/http-client.ts';
import type { HttpClient, HttpMethod, HttpResponse } from '../http/http-client.ts';
import { assertSecureUrl } from '../http/url-policy.ts';
import { listingReads, listingsV3ResponseSchema } from './listing-read-schema.ts';
import { listingResults } from './listing-results.ts';
import { FulfilmentClient } from './fulfilment-client.ts';
import { SelfShipClient } from './self-ship-client.ts';
import { SandboxClient } from './sandbox-client.ts';
import { ReturnActionClient } from './return-action-client.ts';
import { toWireInventoryMap, toWirePriceMap } from './listing-update-wire.ts';
import type { ListingWriteOptions } from './listing-update-wire.ts';
import { parseAnswer, type AnswerKind } from './parse.ts';
import { searchReturnPages } from './returns-search.ts';
import { chunk, mapLimit } from './pool.ts';
import { completeShipmentFilter } from './shipment-filter.ts';
import { orderLikeInput } from './shipment-order.ts';
import { Turns } from './turns.ts';
import { createListingsResponseSchema, filterPageSchema, shipmentsResponseSchema } from './schemas.ts';
import { t } from '../../i18n/backend-language.ts';

/** The part of TokenManager the client needs. */
export interface AccessTokens {
  getAccessToken(signal?: AbortSignal): Promise<string>;
  onUnauthorized(rejectedToken: string, signal?: AbortSignal): Promise<string>;
}

export interface SellerClientOptions {
  /** The seller base address including `/sellers`, e.g. `https://api.example.com/sellers`. */
  baseUrl: string;
  tokens: AccessTokens;
  http: HttpClient;
  /** Shipment-lookup calls in flight at once. Default 4. */
  concurrency?: number;
  /** Listing-create calls in flight at once. Default 2. */
  listingConcurrency?: number;
  timeouts?: { ordersMs?: number; listingsMs?: number };
}

export const MAX_IDS_PER_CALL = 100;
export const MAX_SKUS_PER_CALL = 10;
export const MAX_FILTER_PAGE_SIZE = 20;

interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  maxAttempts?: number | undefined;
  binary?: { binary: true; maxBytes: number } | undefined; // a PDF: bytes, not JSON
}

/** Typed calls of the seller interface for one seller account. */
export class SellerClient {
  readonly #base: URL;
  readonly #opts: SellerClientOptions;
  readonly #ordersMs: number;
  readonly #listingsMs: number;
  /** Answers whose JSON the completeness check already read (see #call). */
  readonly #parsed = new WeakMap<HttpResponse, unknown>();
  readonly #turns = new Turns();
  readonly fulfilment = new FulfilmentClient((m, path, o) => this.#call(m, this.#url(path), o));
  /** The calls on self-ship shipments: dispatched, delivered, a failed attempt, a new tracking id. */
  readonly selfShip = new SelfShipClient((m, path, o) => this.#call(m, this.#url(path), o));
  readonly sandbox = new SandboxClient((m, path, o) => this.#call(m, this.#url(path), o));
  readonly returnActions = new ReturnActionClient((m, path, o) => this.#call(m, this.#url(path), o));

  constructor(options: SellerClientOptions) {
    this.#opts = options;
    this.#base = new URL(options.baseUrl.replace(/\/+$/, ''));
    this.#ordersMs = options.timeouts?.ordersMs ?? DEFAULT_TIMEOUTS.ordersMs;
    this.#listingsMs = options.timeouts?.listingsMs ?? DEFAULT_TIMEOUTS.listingsMs;
  }

  /** Shipments by ids of one kind: calls of at most 100 ids, a few in parallel, merged in the order of `ids`. */
  async getShipments(
    kind: ShipmentIdKind,
    ids: readonly string[],
    opts: { signal?: AbortSignal } = {},
  ): Promise<Shipment[]> {
    const unique = [...new Set(ids.map((i) => i.trim()).filter((i) => i !== ''))];
    const calls = chunk(unique, MAX_IDS_PER_CALL);
    const answers = await mapLimit(calls, this.#opts.concurrency ?? 4, async (part) => {
      // Comma-joined, then encoded (`,` as %2C), as the marketplace's SDK sends id lists.
      const url = `${this.#url('/v3/shipments')}?${kind}=${encodeURIComponent(part.join(','))}`;
      const res = await this.#call('GET', url, { timeoutMs: this.#ordersMs, signal: opts.signal });
      await this.#turns.next();
      return parseAnswer(shipmentsResponseSchema, this.#json(res, 'shipments'), 'shipments').shipments;
    });
    return orderLikeInput(kind, unique, answers.flat());
  }

  /**
   * A filter search as pages: POST the first, then GET each `nextPageUrl` (relative, without `/sellers`) joined to
   * the base address. Ends on `hasMore: false`, even when a `nextPageUrl` is present. The filter goes out complete
   * (`completeShipmentFilter`): type, every state, every kind, and `hold` explicit.
   */
  async *filterShipments(
    filter: ShipmentFilter,
    opts: { pageSize?: number; sort?: ShipmentSort; signal?: AbortSignal } = {},
  ): AsyncGenerator<ShipmentPage, void, undefined> {
    const pageSize = opts.pageSize ?? MAX_FILTER_PAGE_SIZE;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_FILTER_PAGE_SIZE) {
      throw new AppError('VALIDATION', t('marketplace.shipments.pageSize', { max: MAX_FILTER_PAGE_SIZE }), {
        pageSize,
      });
    }
    const body = {
      filter: completeShipmentFilter(filter),
      pagination: { pageSize },
      ...(opts.sort === undefined ? {} : { sort: opts.sort }),
    };
    let res = await this.#call('POST', this.#url('/v3/shipments/filter'), {
      body,
      timeoutMs: this.#ordersMs,
      signal: opts.signal,
    });
    const visited = new Set<string>();
    for (let pageNumber = 1; ; pageNumber++) {
      const page = parseAnswer(filterPageSchema, this.#json(res, 'shipmentPage'), 'shipmentPage');
      const hasMore = page.hasMore === true;
      yield { pageNumber, shipments: page.shipments, hasMore };
      if (!hasMore) return;
      if (!page.nextPageUrl) {
        throw new AppError('SERVER', t('marketplace.shipments.noNextLink'), { path: 'nextPageUrl' });
      }
      const next = this.#joinNext(page.nextPageUrl);
      if (visited.has(next)) {
        throw new AppError('SERVER', t('marketplace.shipments.samePage'), { path: 'nextPageUrl' });
      }
      visited.add(next);
      res = await this.#call('GET', next, { timeoutMs: this.#ordersMs, signal: opts.signal });
    }
  }

  /** A returns search (`GET /v2/returns`) as pages of at most 25: one source at a time, as the marketplace requires. */
  searchReturns(
    query: ReturnsQuery,
    opts: { signal?: AbortSignal | undefined } = {},
  ): AsyncGenerator<ReturnsPage, void, undefined> {
    return searchReturnPages(
      {
        get: async (url, signal) => {
          const res = await this.#call('GET', url, { timeoutMs: this.#ordersMs, signal });
          await this.#turns.next();
          return this.#json(res, 'returnPage');
        },
        firstUrl: (queryString) => `${this.#url('/v2/returns')}?${queryString}`,
        joinNext: (nextUrl) => this.#joinNext(nextUrl, 'returns'),
      },
      query,
      opts.signal,
    );
  }

  /**
   * The listings of these SKUs (`GET /listings/v3/{skuIds}`): calls of at most 10 SKUs, comma-joined then URL-encoded
   * as the SDK sends them (`,` → `%2C`), a few in flight. One result per distinct SKU, in the order given: available
   * with its listing, or unavailable, invalid or unreported. `onChunk` receives each call's results as they arrive.
   */
  async getListingsBySku(
    skus: readonly string[],
    opts: { signal?: AbortSignal | undefined; onChunk?: (reads: SkuListingRead[]) => void } = {},
  ): Promise<SkuListingRead[]> {
    const unique = [...new Set(skus.filter((s) => s.trim() !== ''))];
    const calls = chunk(unique, MAX_SKUS_PER_CALL);
    const answers = await mapLimit(calls, this.#opts.concurrency ?? 4, async (part) => {
      const url = this.#url(`/listings/v3/${encodeURIComponent(part.join(','))}`);
      const res = await this.#call('GET', url, { timeoutMs: this.#listingsMs, signal: opts.signal });
      const wire = parseAnswer(listingsV3ResponseSchema, this.#json(res, 'listings'), 'listings');
      const reads = listingReads(part, wire);
      opts.onChunk?.(reads);
      return reads;
    });
    return answers.flat();
  }

  /**
   * Creates or overwrites listings in calls of at most 10 SKUs. Returns every SKU's result (check each `status`).
   * `onChunk` receives each call's results as they arrive, so a caller can record progress; if a call fails, no
   * new call starts and the error is thrown after the running ones end. `maxAttempts: 1` leaves retries to the
   * caller (the listing upload job paces itself on 429s and retries on its own schedule).
   */
  async createListings(
    listings: Readonly<Record<string, CreateListingRequest>>,
    opts: ListingWriteOptions = {},
  ): Promise<Record<string, CreateListingResponse>> {
    return this.#writeListings('/listings/v3', toWireListingMap(listings), opts);
  }

  /** New prices (`POST /listings/v3/update/price`), 10 SKUs a call; a result per SKU, as createListings. */
  async updatePrices(changes: Readonly<Record<string, PriceChange>>, opts: ListingWriteOptions = {}) {
    return this.#writeListings('/listings/v3/update/price', toWirePriceMap(changes), opts);
  }

  /** New stock per location (`POST /listings/v3/update/inventory`), 10 SKUs a call; a result per SKU. */
  async updateInventory(changes: Readonly<Record<string, InventoryChange>>, opts: ListingWriteOptions = {}) {
    return this.#writeListings('/listings/v3/update/inventory', toWireInventoryMap(changes), opts);
  }

  /** A listing write keyed by SKU, in calls of at most 10, its answer read leniently per SKU. */
  async #writeListings(
    path: string,
    wireBySku: Record<string, unknown>,
    opts: ListingWriteOptions,
  ): Promise<Record<string, CreateListingResponse>> {
    const calls = chunk(Object.keys(wireBySku), MAX_SKUS_PER_CALL);
    const answers = await mapLimit(calls, this.#opts.listingConcurrency ?? 2, async (skus) => {
      const body: Record<string, unknown> = {};
      for (const sku of skus) body[sku] = wireBySku[sku];
      const res = await this.#call('POST', this.#url(path), {
        body,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        timeoutMs: this.#listingsMs,
        signal: opts.signal,
        maxAttempts: opts.maxAttempts,
      });
      const wire = parseAnswer(
        createListingsResponseSchema,
        this.#json(res, 'listingResults'),
        'listingResults',
      );
      const results = listingResults(skus, wire);
      opts.onChunk?.(results);
      return results;
    });
    return Object.assign({}, ...answers) as Record<string, CreateListingResponse>;
  }

  /** An answer's JSON: the value the completeness check already parsed from this very text, else parsed now. */
  #json(res: HttpResponse, what: AnswerKind): unknown {
    return this.#parsed.has(res) ? this.#parsed.get(res) : parseJson(res, what);
  }

  /** One authorised call; a 401 renews the token once and retries once. */
  async #call(method: HttpMethod, url: string, opts: CallOptions): Promise<HttpResponse> {
    const { tokens, http } = this.#opts;
    // Refuse an insecure address before a token is even fetched for it.
    assertSecureUrl(url);
    let token = await tokens.getAccessToken(opts.signal);
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      };
      if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
      // The completeness check (a cut-off answer is retried) parses the JSON; what it read is kept, not read twice.
      let checked: { text: string; value: unknown } | undefined;
      const checkBody = (text: string): boolean => {
        try {
          checked = { text, value: JSON.parse(text) };
          return true;
        } catch {
          return false;
        }
      };
      try {
        const res = await http.request({
          method,
          url,
          headers: { ...headers, ...opts.headers },
          timeoutMs: opts.timeoutMs,
          checkBody,
          maxBytes: RESPONSE_LIMITS.sellerBytes,
          ...opts.binary,
          ...(opts.maxAttempts === undefined ? {} : { maxAttempts: opts.maxAttempts }),
          ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
          ...(opts.signal === undefined ? {} : { signal: opts.signal }),
        });
        if (checked?.text === res.text) this.#parsed.set(res, checked.value);
        return res;
      } catch (e) {
        if (attempt === 1 && e instanceof AppError && e.details?.status === 401) {
          token = await tokens.onUnauthorized(token, opts.signal);
          continue;
        }
        throw e;
      }
    }
  }

  #url(path: string): string {
    return `${this.#base.href.replace(/\/+$/, '')}${path}`;
  }

  /** `nextPageUrl` is relative and lacks `/sellers`; an absolute one must stay on the seller host (it gets the token). */
  #joinNext(nextPageUrl: string, what: 'shipments' | 'returns' = 'shipments'): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(nextPageUrl)) {
      if (new URL(nextPageUrl).origin !== this.#base.origin) {
        throw new AppError('SERVER', t('marketplace.nextPage.offHost', { what }), { path: 'nextPageUrl' });
      }
      return nextPageUrl;
    }
    const path = nextPageUrl.startsWith('/') ? nextPageUrl : `/${nextPageUrl}`;
    const basePath = this.#base.pathname.replace(/\/+$/, '');
    if (basePath !== '' && path.startsWith(`${basePath}/`)) return `${this.#base.origin}${path}`;
    return this.#url(path);
  }
}
