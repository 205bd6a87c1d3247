/**
 * A returns sync in a process of its own, for the kill test: `node testing/return-sync-child.ts '<json>'` syncs
 * the simulator's primary seller's returns into the data folder, printing `WINDOW <n>` as windows end, until killed.
 */
import { OAuthClient } from '../../marketplace/auth/oauth-client.ts';
import { TokenManager } from '../../marketplace/auth/token-manager.ts';
import { MemoryTokenStore } from '../../marketplace/auth/token-types.ts';
import { HttpClient } from '../../marketplace/http/http-client.ts';
import { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { runReturnSync } from '../return-sync.ts';
import { KEY, openReturnsCache } from '../returns.test-support.ts';

const args = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string;
  baseUrl: string;
  authUrl: string;
  appId: string;
  appSecret: string;
};
const http = new HttpClient({ baseDelayMs: 2, maxDelayMs: 10 });
const oauth = new OAuthClient({ authUrl: args.authUrl, appId: args.appId, appSecret: args.appSecret, http });
const tokens = new TokenManager({ oauth, store: new MemoryTokenStore(), grant: 'client_credentials' });
const seller = new SellerClient({ baseUrl: args.baseUrl, tokens, http });
const cache = openReturnsCache(args.dataDir);
let last = 0;
console.log('STARTED');
await runReturnSync(cache.deps(seller, seller), KEY, {
  parallelism: 1,
  onProgress: (p) => {
    if (p.windowsDone !== last) console.log(`WINDOW ${(last = p.windowsDone)}`);
  },
});
console.log('FINISHED');
