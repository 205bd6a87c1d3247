/**
 * A backend process for the change kill test: opens the data folder, resumes the change a kill left interrupted
 * (or starts one: every SKU `prefix-1…n` to ₹700) against the simulator given in STOCKROOM_TEST_SIM, prints
 * `change <id>`, and `finished` when it ends. The test SIGKILLs it in the middle.
 */
import { childConfig, childSeller, type ChildSim } from '../../testing/child-seller.ts';
import { ChangeService } from '../change-service.ts';
import { changeParts, openMyListingsDb, priceEdit } from './my-listings.test-support.ts';

interface ChildConfig extends ChildSim {
  prefix: string;
  skus: number;
}

const config = childConfig<ChildConfig>();
const seller = childSeller(config);
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
