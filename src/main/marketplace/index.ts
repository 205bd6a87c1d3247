/** The backend's marketplace clients: one HTTP layer, OAuth tokens, the seller and affiliate interfaces. */
export { HttpClient, CONNECTION_TEST_POLICY } from './http/http-client.ts';
export type { FetchLike, HttpEvent } from './http/http-client.ts';
export { affiliateErrors, tokenErrors } from './http/error-map.ts';
export { addressOf } from './http/network-failure.ts';
export type { ErrorProfile } from './http/error-map.ts';
export { OAuthClient } from './auth/oauth-client.ts';
export { parseRedirect } from './auth/authorize.ts';
export { TokenManager } from './auth/token-manager.ts';
export { MemoryTokenStore, SELLER_SCOPE } from './auth/token-types.ts';
export type { TokenRecord, TokenStore } from './auth/token-types.ts';
export { SellerClient, MAX_SKUS_PER_CALL } from './seller/seller-client.ts';
export type { SellerClientOptions } from './seller/seller-client.ts';
export { AffiliateClient } from './affiliate/affiliate-client.ts';
