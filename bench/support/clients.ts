import {
  AffiliateClient,
  HttpClient,
  MemoryTokenStore,
  OAuthClient,
  SellerClient,
  TokenManager,
} from '../../src/main/marketplace/index.ts';
import type { FetchLike, SellerClientOptions } from '../../src/main/marketplace/index.ts';
import { affiliateCredentialHeaders } from '../../src/shared/marketplace/affiliate-headers.ts';
import type { SimInfo } from './sim-process.ts';

/** Counts what the clients really did: requests, retries, and the most calls in flight at once. */
export class Traffic {
  requests = 0;
  /** Of `requests`, those that only read (GET). */
  reads = 0;
  retries = 0;
  errors = 0;
  inFlight = 0;
  peakInFlight = 0;

  reset(): void {
    this.requests = 0;
    this.reads = 0;
    this.retries = 0;
    this.errors = 0;
    this.peakInFlight = 0;
  }

  /** Node's fetch, counting calls in flight from the request until its answer's headers arrive. */
  readonly fetch: FetchLike = async (url, init) => {
    this.requests++;
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') this.reads++;
    this.inFlight++;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    try {
      return await globalThis.fetch(url, init);
    } finally {
      this.inFlight--;
    }
  };
}

/** The app's HttpClient (its defaults: time-outs, 4 attempts, backoff), over a counting fetch. */
export function benchHttp(traffic: Traffic): HttpClient {
  return new HttpClient({
    fetch: traffic.fetch,
    onEvent: (event) => {
      if (event.outcome === 'retry') traffic.retries++;
      if (event.outcome === 'error') traffic.errors++;
    },
  });
}

/** A self-access seller account of the simulator: client credentials into a memory token store. */
export function sellerClient(
  info: SimInfo,
  http: HttpClient,
  extra: Partial<SellerClientOptions> = {},
): SellerClient {
  const { appId, appSecret } = info.credentials.self_access;
  const oauth = new OAuthClient({ authUrl: info.auth_url, appId, appSecret, http });
  const tokens = new TokenManager({ oauth, store: new MemoryTokenStore(), grant: 'client_credentials' });
  return new SellerClient({ baseUrl: info.base_url, tokens, http, ...extra });
}

export function affiliateClient(info: SimInfo, http: HttpClient): AffiliateClient {
  const { trackingId, token } = info.credentials.affiliate;
  return new AffiliateClient({ baseUrl: info.affiliate_base_url, trackingId, token, http });
}

/** The affiliate headers, for plain fetches of feed pages. */
export function affiliateHeaders(info: SimInfo): Record<string, string> {
  const { trackingId, token } = info.credentials.affiliate;
  return affiliateCredentialHeaders(trackingId, token);
}
