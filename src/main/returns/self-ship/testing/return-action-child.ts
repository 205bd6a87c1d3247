/**
 * A backend process for the return actions' kill tests: opens the data folder, resumes the return action a kill left
 * running (or journals the one described in the JSON file named by STOCKROOM_TEST_RETURN_ACTION), and runs it. With
 * `killAt` it stops at that point, prints `at <point>` and waits there for the test's SIGKILL: `journaled` (the
 * action written, nothing sent), `sent` (a call answered, its answer not yet recorded), `read-back` (calls sent, the
 * read that checks them not yet made). Prints `finished` when the action ends.
 */
import { readFileSync } from 'node:fs';
import type { ReturnActionKind } from '../../../../shared/returns/return-action-types.ts';
import { OAuthClient } from '../../../marketplace/auth/oauth-client.ts';
import { TokenManager } from '../../../marketplace/auth/token-manager.ts';
import { MemoryTokenStore } from '../../../marketplace/auth/token-types.ts';
import { HttpClient } from '../../../marketplace/http/http-client.ts';
import { SellerClient } from '../../../marketplace/seller/seller-client.ts';
import { ActionJournal, type NewActionItem } from '../../../fulfilment/action-journal.ts';
import { RETURN_JOURNAL } from '../return-action-states.ts';
import { runReturnAction } from '../return-action-runner.ts';
import { readReturns } from '../return-action-service.ts';
import { ACCOUNT, openReturnActionsDb } from './return-actions.test-support.ts';

interface ChildConfig {
  dataDir: string;
  baseUrl: string;
  authUrl: string;
  adminUrl: string;
  appId: string;
  appSecret: string;
  kind: ReturnActionKind;
  items: NewActionItem[];
  killAt?: 'journaled' | 'sent' | 'read-back';
}

const config = JSON.parse(
  readFileSync(process.env.STOCKROOM_TEST_RETURN_ACTION ?? '', 'utf8'),
) as ChildConfig;
const http = new HttpClient({ baseDelayMs: 2, maxDelayMs: 10 });
const oauth = new OAuthClient({
  authUrl: config.authUrl,
  appId: config.appId,
  appSecret: config.appSecret,
  http,
});
const tokens = new TokenManager({ oauth, store: new MemoryTokenStore(), grant: 'client_credentials' });
const seller = new SellerClient({ baseUrl: config.baseUrl, tokens, http });
const journal = new ActionJournal(openReturnActionsDb(config.dataDir), () => new Date(), RETURN_JOURNAL);

/** Says where it stopped and waits for the SIGKILL. */
async function stop(point: string): Promise<never> {
  process.stdout.write(`at ${point}\n`);
  return new Promise<never>(() => setInterval(() => undefined, 60_000));
}

const id = journal.interrupted(ACCOUNT.profileId)[0] ?? `${config.kind}-${Date.now()}`;
if (journal.get(id) === undefined) journal.create(id, ACCOUNT, config.kind, config.items);
if (config.killAt === 'journaled') await stop('journaled');
let sends = 0;
const message = await runReturnAction(
  {
    journal,
    read: async (ids, signal) => {
      if (config.killAt === 'read-back' && sends > 0) await stop('read-back');
      return readReturns(seller, ids, signal);
    },
    send: async (kind, items, signal) => {
      const answers = await seller.returnActions.send(kind, items, signal);
      sends++;
      if (config.killAt === 'sent') await stop('sent');
      return answers;
    },
    store: () => undefined,
    sleep: async (ms) => {
      await fetch(`${config.adminUrl}/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
    },
    batchSize: 4,
    concurrency: 1,
  },
  id,
  config.kind,
  new AbortController().signal,
  () => undefined,
);
journal.finish(id, 'done', message);
process.stdout.write('finished\n');
