/** The backend's marketplace clients: one HTTP layer, OAuth tokens, the seller and affiliate interfaces. */
export {
  HttpClient,
  CONNECTION_TEST_POLICY,
  DEFAULT_TIMEOUTS,
  RESPONSE_LIMITS,
  parseJson,
} from './http/http-client.ts';
export type {
  FetchLike,
  HttpClientOptions,
  HttpEvent,
  HttpMethod,
  HttpRequest,
  HttpResponse,
  RetryPolicy,
} from './http/http-client.ts';
export { assertSecureUrl, isLoopbackHost, urlForLog } from './http/url-policy.ts';
export { parseRetryAfter } from './http/retry-after.ts';
export { affiliateErrors, sellerErrors, tokenErrors } from './http/error-map.ts';
export type { ErrorProfile } from './http/error-map.ts';
export { OAuthClient } from './auth/oauth-client.ts';
export type { OAuthClientOptions } from './auth/oauth-client.ts';
export { buildAuthorizeUrl, parseRedirect } from './auth/authorize.ts';
export type { AuthorizeRequest } from './auth/authorize.ts';
export { TokenManager } from './auth/token-manager.ts';
export type { TokenManagerOptions } from './auth/token-manager.ts';
export { MemoryTokenStore, SELLER_SCOPE } from './auth/token-types.ts';
export type { TokenRecord, TokenStatus, TokenStore } from './auth/token-types.ts';
export {
  SellerClient,
  MAX_FILTER_PAGE_SIZE,
  MAX_IDS_PER_CALL,
  MAX_SKUS_PER_CALL,
} from './seller/seller-client.ts';
export type { AccessTokens, SellerClientOptions } from './seller/seller-client.ts';
export { AffiliateClient, affiliateLink, deltaUrl } from './affiliate/affiliate-client.ts';
export type { AffiliateClientOptions, FeedOptions } from './affiliate/affiliate-client.ts';
