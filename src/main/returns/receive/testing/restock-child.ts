/**
 * A backend process for the restock kill test: opens the data folder, resumes a stock change a kill left running
 * (read back first), or previews and starts the restock of every return received as good and waiting, against the
 * simulator given in STOCKROOM_TEST_SIM; prints `started` once open, `change <id>` per change, and `finished` when no
 * return waits and none is on its way. The test SIGKILLs it in the middle.
 */
import { childConfig, childSeller } from '../../../testing/child-seller.ts';
import { KEY, openReceiveDb, receiveParts } from './receive-parts.ts';

const config = childConfig();
const seller = childSeller(config);
const { changes, restock } = receiveParts(openReceiveDb(config.dataDir), seller);
process.stdout.write('started\n');

const running = async (ids: readonly string[]) => {
  for (const id of ids) process.stdout.write(`change ${id}\n`);
  while (ids.some((id) => changes.isRunning(id))) await new Promise((r) => setTimeout(r, 20));
};
// As at a start: what a crash left in flight is read back and goes on before anything new is sent.
await running(await changes.resumeUnfinished(KEY.profileId));
if (restock.items(KEY).some((i) => i.state === 'to-restock')) {
  const preview = await restock.preview(KEY);
  await running([(await restock.start(KEY, preview.returnIds)).changeId]);
}
const left = restock.items(KEY).filter((i) => i.state !== 'restocked');
process.stdout.write(left.length === 0 ? 'finished\n' : `left ${left.length}\n`);
