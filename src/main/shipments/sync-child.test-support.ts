/**
 * A sync in a process of its own, for the crash test: `node sync-child.test-support.ts '<json>'` syncs the
 * simulator's primary seller into the data folder, printing `WINDOW <n>` as windows complete, until it is killed.
 */
import { OAuthClient } from '../marketplace/auth/oauth-client.ts';
import { TokenManager } from '../marketplace/auth/token-manager.ts';
import { MemoryTokenStore } from '../marketplace/auth/token-types.ts';
import { HttpClient } from '../marketplace/http/http-client.ts';
import { SellerClient } from '../marketplace/seller/seller-client.ts';
import { KEY, openCache } from './shipments.test-support.ts';
import { runShipmentSync } from './shipment-sync.ts';

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
const cache = openCache(args.dataDir);
let last = 0;
await runShipmentSync(cache.deps(seller), KEY, {
  parallelism: 1,
  onProgress: (p) => {
    if (p.windowsDone !== last) console.log(`WINDOW ${(last = p.windowsDone)}`);
  },
});
console.log('FINISHED');
