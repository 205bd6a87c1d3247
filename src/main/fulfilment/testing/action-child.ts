/**
 * A backend process for the kill tests: opens the data folder, resumes the fulfilment action a kill left running (or
 * starts the one described in the JSON file named by STOCKROOM_TEST_ACTION: hundreds of pack requests are too long
 * for the environment), prints `action <id>` once its first read-back is done (the kill test's clock starts there,
 * so a run of hundreds of shipments is not killed before it sends anything), and `finished` when it ends. Waiting
 * for the marketplace to pack moves the simulator's clock (and lets a little real time pass, so kills land there too).
 */
import { readFileSync } from 'node:fs';
import { OAuthClient } from '../../marketplace/auth/oauth-client.ts';
import { TokenManager } from '../../marketplace/auth/token-manager.ts';
import { MemoryTokenStore } from '../../marketplace/auth/token-types.ts';
import { HttpClient } from '../../marketplace/http/http-client.ts';
import { SellerClient } from '../../marketplace/seller/seller-client.ts';
import type { FulfilmentActionKind } from '../../../shared/fulfilment/action-types.ts';
import { ActionJournal } from '../action-journal.ts';
import type { NewActionItem } from '../action-journal.ts';
import { runAction } from '../action-runner.ts';
import { openFulfilmentDb } from './fulfilment.test-support.ts';

interface ChildConfig {
  dataDir: string;
  baseUrl: string;
  authUrl: string;
  adminUrl: string;
  appId: string;
  appSecret: string;
  kind: FulfilmentActionKind;
  items: NewActionItem[];
}

const config = JSON.parse(readFileSync(process.env.STOCKROOM_TEST_ACTION ?? '', 'utf8')) as ChildConfig;
const http = new HttpClient({ baseDelayMs: 2, maxDelayMs: 10 });
const oauth = new OAuthClient({
  authUrl: config.authUrl,
  appId: config.appId,
  appSecret: config.appSecret,
  http,
});
const tokens = new TokenManager({ oauth, store: new MemoryTokenStore(), grant: 'client_credentials' });
const seller = new SellerClient({ baseUrl: config.baseUrl, tokens, http });
const journal = new ActionJournal(openFulfilmentDb(config.dataDir));
const key = { profileId: 'demo', account: 'self' };
const id = journal.interrupted(key.profileId)[0] ?? `${config.kind}-${Date.now()}`;
if (journal.get(id) === undefined) journal.create(id, key, config.kind, config.items);
const message = await runAction(
  {
    journal,
    seller,
    store: () => undefined,
    sleep: async (ms) => {
      await fetch(`${config.adminUrl}/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      await new Promise((r) => setTimeout(r, 20));
    },
    pollMs: 1_000,
    batchSize: 5,
    concurrency: 2,
  },
  id,
  config.kind,
  new AbortController().signal,
  once(() => process.stdout.write(`action ${id}\n`)),
);
journal.finish(id, 'done', message);
process.stdout.write('finished\n');

function once(f: () => void): () => void {
  let done = false;
  return () => {
    if (!done) f();
    done = true;
  };
}
