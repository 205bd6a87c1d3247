import { OAuthClient } from '../marketplace/auth/oauth-client.ts';
import { TokenManager } from '../marketplace/auth/token-manager.ts';
import { MemoryTokenStore } from '../marketplace/auth/token-types.ts';
import { HttpClient } from '../marketplace/http/http-client.ts';
import { SellerClient } from '../marketplace/seller/seller-client.ts';

/** What a kill test tells its child process (in STOCKROOM_TEST_SIM): the data folder and the simulator. */
export interface ChildSim {
  dataDir: string;
  baseUrl: string;
  authUrl: string;
  appId: string;
  appSecret: string;
}

/** The config in STOCKROOM_TEST_SIM, as a kill test's child process reads it. */
export const childConfig = <C extends ChildSim>(): C =>
  JSON.parse(process.env.STOCKROOM_TEST_SIM ?? '{}') as C;

/** A child process's seller client on the simulator: self access, tokens in memory, short waits between retries. */
export function childSeller(config: Omit<ChildSim, 'dataDir'>): SellerClient {
  const http = new HttpClient({ baseDelayMs: 2, maxDelayMs: 10 });
  const oauth = new OAuthClient({
    authUrl: config.authUrl,
    appId: config.appId,
    appSecret: config.appSecret,
    http,
  });
  const tokens = new TokenManager({ oauth, store: new MemoryTokenStore(), grant: 'client_credentials' });
  return new SellerClient({ baseUrl: config.baseUrl, tokens, http });
}
