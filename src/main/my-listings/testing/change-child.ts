/**
 * A backend process for the change kill test: opens the data folder, resumes the change a kill left interrupted
 * (or starts one: every SKU `prefix-1…n` to ₹700) against the simulator given in STOCKROOM_TEST_SIM, prints
 * `change <id>`, and `finished` when it ends. The test SIGKILLs it in the middle.
 */
import { OAuthClient } from '../../marketplace/auth/oauth-client.ts';
import { TokenManager } from '../../marketplace/auth/token-manager.ts';
import { MemoryTokenStore } from '../../marketplace/auth/token-types.ts';
import { HttpClient } from '../../marketplace/http/http-client.ts';
import { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { ChangeService } from '../change-service.ts';
import { changeParts, openMyListingsDb, priceEdit } from './my-listings.test-support.ts';

interface ChildConfig {
  dataDir: string;
  baseUrl: string;
  authUrl: string;
  appId: string;
  appSecret: string;
  prefix: string;
  skus: number;
}

const config = JSON.parse(process.env.STOCKROOM_TEST_SIM ?? '{}') as ChildConfig;
const http = new HttpClient({ baseDelayMs: 2, maxDelayMs: 10 });
const oauth = new OAuthClient({
  authUrl: config.authUrl,
  appId: config.appId,
  appSecret: config.appSecret,
  http,
});
const tokens = new TokenManager({ oauth, store: new MemoryTokenStore(), grant: 'client_credentials' });
const seller = new SellerClient({ baseUrl: config.baseUrl, tokens, http });
const service = new ChangeService({
  ...changeParts(openMyListingsDb(config.dataDir)),
  writer: async () => seller,
  online: () => true,
  runner: { baseDelayMs: 5 },
});
const interrupted = service.changes('demo').find((c) => c.interrupted || c.state === 'failed');
const changeId =
  interrupted?.id ??
  (
    await service.start(
      'demo',
      Array.from({ length: config.skus }, (_, i) => priceEdit(`${config.prefix}-${i + 1}`, i, 700)),
    )
  ).changeId;
if (interrupted) await service.resume(interrupted.id);
process.stdout.write(`change ${changeId}\n`);
while (service.isRunning(changeId)) await new Promise((r) => setTimeout(r, 20));
process.stdout.write('finished\n');
