/**
 * A backend process for the crash tests: opens the data folder, resumes the upload a crash left interrupted (or
 * starts one, or the undo of the upload named after `undo`, when there is none) against the simulator given in STOCKROOM_TEST_SIM, prints `upload <id>`, and
 * `finished` when it ends. The tests SIGKILL it in the middle.
 */
import { OAuthClient } from '../../marketplace/auth/oauth-client.ts';
import { TokenManager } from '../../marketplace/auth/token-manager.ts';
import { MemoryTokenStore } from '../../marketplace/auth/token-types.ts';
import { HttpClient } from '../../marketplace/http/http-client.ts';
import { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { UploadService } from '../upload-service.ts';
import { listingsParts, openListingsDb } from './listings-db.test-support.ts';

interface ChildConfig {
  dataDir: string;
  baseUrl: string;
  authUrl: string;
  appId: string;
  appSecret: string;
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
const service = new UploadService({
  ...listingsParts(openListingsDb(config.dataDir)),
  seller: async () => seller,
  runner: { baseDelayMs: 1, maxDelayMs: 5 },
});
// `undo <uploadId>` in the arguments: the upload started (when none is interrupted) is that upload's undo.
const undoOf = process.argv[2] === 'undo' ? process.argv[3] : undefined;
const interrupted = service.uploads('demo').find((u) => u.interrupted);
const uploadId =
  interrupted?.id ?? (undoOf === undefined ? service.start('demo') : service.undo(undoOf)).uploadId;
if (interrupted) service.resume(interrupted.id);
process.stdout.write(`upload ${uploadId}\n`);
while (service.isRunning(uploadId)) await new Promise((r) => setTimeout(r, 20));
process.stdout.write('finished\n');
