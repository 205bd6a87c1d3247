import { AppError } from '../../../shared/errors.ts';
import {
  parseDeltaVersion,
  parseDirectory,
  parseFeedPage,
} from '../../../shared/marketplace/affiliate-formats.ts';
import type {
  DeltaVersion,
  Directory,
  FeedFormat,
  FeedPage,
} from '../../../shared/marketplace/affiliate-types.ts';
import { affiliateCredentialHeaders } from '../../../shared/marketplace/affiliate-headers.ts';
import { deltaUrl, feedFormatOf, originOf, withInStock } from './affiliate-urls.ts';
import { cancelledError } from '../http/abort.ts';
import { affiliateErrors } from '../http/error-map.ts';
import { DEFAULT_TIMEOUTS, RESPONSE_LIMITS, isJsonText } from '../http/http-client.ts';
import { looksCompleteXml } from '../../../shared/marketplace/affiliate-xml.ts';
import type { HttpClient } from '../http/http-client.ts';
import { feedPageFromObject } from '../../../shared/marketplace/affiliate-parse.ts';
import { t } from '../../i18n/backend-language.ts';
import { nextUrlAhead } from './next-url-ahead.ts';

export interface AffiliateClientOptions {
  /** `{affiliate_base_url}`, e.g. `https://affiliate-api.example.net`. */
  baseUrl: string;
  trackingId: string;
  token: string;
  http: HttpClient;
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Awaited before a retry (a 429's, once its Retry-After has passed): the caller's rate gate. */
  pace?: (signal?: AbortSignal) => Promise<void>;
}

export interface FeedOptions extends CallOptions {
  /** Only in-stock products; added to the first URL outside the signature (later `nextUrl`s keep it). */
  inStock?: boolean;
  /**
   * Awaited before each page is asked for, the one fetched ahead included: the caller's rate gate (a turn per call
   * the service sees). Without it pages go as soon as they are wanted.
   */
  take?: (signal?: AbortSignal) => Promise<void>;
}

/** A page asked for: the walk's current one, or the one fetched ahead while the current one is read. */
interface PageFetch {
  url: string;
  page: Promise<FeedPage>;
  /** Its `nextUrl` as its text's head gives it, once the text has come (nextUrlAhead). */
  guess: string | null | undefined;
  /** Called once the guess is known. */
  onGuess: () => void;
  cancel: () => void;
}

/**
 * The affiliate feed interface. Signed URLs from the service are used as given; 401 → AUTH_INVALID,
 * 403 → URL_TAMPERED, 410 → URL_EXPIRED (then fetch the directory again for fresh URLs).
 */
export class AffiliateClient {
  readonly #opts: AffiliateClientOptions;
  readonly #base: string;
  readonly #origin: string | undefined;

  constructor(options: AffiliateClientOptions) {
    this.#opts = options;
    this.#base = options.baseUrl.replace(/\/+$/, '');
    this.#origin = originOf(this.#base);
  }

  /**
   * Whether `url` is a link of this client's service. Stored links from another address are not followed (the
   * Demo's simulator, say, listens on a new port at every start): fetch the directory again for fresh ones.
   */
  serves(url: string): boolean {
    return originOf(url) === this.#origin;
  }

  async getDirectory(format: FeedFormat = 'json', opts: CallOptions = {}): Promise<Directory> {
    const url = `${this.#base}/affiliate/api/${encodeURIComponent(this.#opts.trackingId)}.${format}`;
    return parseDirectory(await this.#get(url, format, opts), format);
  }

  /**
   * The pages of a feed (`get` of a directory variant, a delta-products URL, or any `nextUrl`), following `nextUrl`
   * until it is missing, null or empty. An empty page with a `nextUrl` is not the end.
   */
  async *feedPages(url: string, opts: FeedOptions = {}): AsyncGenerator<FeedPage, void, undefined> {
    // One page is fetched ahead: as soon as a page's first piece has come, its `nextUrl` is read from that head and
    // that page asked for, so the next page's round trip runs while this one arrives, is parsed and used. The parsed
    // page decides: a guess it does not confirm is cancelled. At most the current page and one ahead are in flight.
    const visited = new Set<string>();
    const first = opts.inStock ? withInStock(url) : url;
    let current: PageFetch = this.#fetchPage(first, opts);
    visited.add(first);
    // Set by a guess as a text comes (a callback: hence a holder, not a local TypeScript would narrow).
    const fetched: { ahead: PageFetch | null } = { ahead: null };
    try {
      for (;;) {
        const now = current;
        now.onGuess = () => {
          const guess = now.guess;
          if (fetched.ahead !== null || typeof guess !== 'string' || visited.has(guess)) return;
          fetched.ahead = this.#fetchPage(guess, opts);
        };
        if (now.guess !== undefined) now.onGuess();
        const page = await now.page;
        // A page fetched ahead may have come in whole before the walk was cancelled: once cancelled, none is given.
        if (opts.signal?.aborted) throw cancelledError();
        yield page;
        if (page.nextUrl !== null && visited.has(page.nextUrl)) {
          throw new AppError('SERVER', t('marketplace.feed.samePage'), { path: 'nextUrl' });
        }
        if (page.nextUrl === null) return;
        const next = fetched.ahead;
        fetched.ahead = null;
        if (next !== null && next.url === page.nextUrl) current = next;
        else {
          next?.cancel();
          current = this.#fetchPage(page.nextUrl, opts);
        }
        visited.add(page.nextUrl);
      }
    } finally {
      // Ended, failed or left by the caller: a page fetched ahead is not wanted.
      fetched.ahead?.cancel();
      current.cancel();
    }
  }

  /** One page asked for now (after the caller's turn): cancelled with the walk's signal, or on its own. */
  #fetchPage(url: string, opts: FeedOptions): PageFetch {
    const own = new AbortController();
    const signal = opts.signal ? AbortSignal.any([opts.signal, own.signal]) : own.signal;
    const fetch: PageFetch = {
      url,
      guess: undefined,
      onGuess: () => undefined,
      cancel: () => own.abort(),
      page: Promise.resolve().then(async () => {
        const format = this.#formatOf(url);
        await opts.take?.(signal);
        return this.#page(url, format, { ...opts, signal }, (head) => {
          if (fetch.guess !== undefined) return;
          fetch.guess = nextUrlAhead(head, format);
          if (fetch.guess !== undefined) fetch.onGuess();
        });
      }),
    };
    // A page fetched ahead and then not wanted fails unheard.
    fetch.page.catch(() => undefined);
    return fetch;
  }

  /** The latest version of a category, from the `deltaGet` URL of a directory variant. */
  async deltaVersion(deltaGetUrl: string, opts: CallOptions = {}): Promise<DeltaVersion> {
    const format = this.#formatOf(deltaGetUrl);
    return parseDeltaVersion(await this.#get(deltaGetUrl, format, opts), format);
  }

  /** Products added, changed or removed (`isAvailable: false`) since `fromVersion`. */
  deltaPages(
    deltaGetUrl: string,
    fromVersion: number,
    opts: FeedOptions = {},
  ): AsyncGenerator<FeedPage, void, undefined> {
    return this.feedPages(deltaUrl(deltaGetUrl, fromVersion), opts);
  }

  #formatOf(url: string): FeedFormat {
    const format = feedFormatOf(url);
    if (format === undefined) {
      throw new AppError('VALIDATION', t('marketplace.feed.unknownKind'));
    }
    return format;
  }

  /**
   * One feed page. A JSON page is parsed once: the value the completeness check parsed (a cut-off page is retried)
   * is the one read into the model, rather than parsing a megabyte of text twice. The page keeps its text, which
   * the store keeps as the products' records.
   */
  async #page(
    url: string,
    format: FeedFormat,
    opts: CallOptions,
    onHead?: (head: string) => void,
  ): Promise<FeedPage> {
    if (format === 'xml') return parseFeedPage(await this.#get(url, format, opts, undefined, onHead), format);
    let value: unknown;
    const parsed = (text: string): boolean => {
      try {
        value = JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const text = await this.#get(url, format, opts, parsed, onHead);
    return feedPageFromObject(value, text);
  }

  async #get(
    url: string,
    format: FeedFormat,
    { signal, pace }: CallOptions,
    checkBody: (text: string) => boolean = format === 'xml' ? looksCompleteXml : isJsonText,
    onHead?: (head: string) => void,
  ): Promise<string> {
    // The affiliate token goes with every call: only to the affiliate service's own host.
    if (!this.serves(url)) {
      throw new AppError('VALIDATION', t('marketplace.feed.elsewhere'), {
        host: originOf(url) ?? 'invalid',
      });
    }
    const res = await this.#opts.http.request({
      method: 'GET',
      url,
      headers: {
        ...affiliateCredentialHeaders(this.#opts.trackingId, this.#opts.token),
        Accept: 'application/json, application/xml',
      },
      timeoutMs: this.#opts.timeoutMs ?? DEFAULT_TIMEOUTS.affiliateMs,
      maxBytes: RESPONSE_LIMITS.affiliateBytes,
      errors: affiliateErrors,
      checkBody,
      ...(onHead === undefined ? {} : { onHead }),
      pace,
      ...(signal === undefined ? {} : { signal }),
    });
    return res.text;
  }
}
