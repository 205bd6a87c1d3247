/**
 * A backend process for the crash tests: opens the data folder, resumes the upload a crash left interrupted (or
 * starts one, or the undo of the upload named after `undo`, when there is none) against the simulator given in STOCKROOM_TEST_SIM, prints `upload <id>`, and
 * `finished` when it ends. The tests SIGKILL it in the middle.
 */
import { childConfig, childSeller } from '../../testing/child-seller.ts';
import { UploadService } from '../upload-service.ts';
import { listingsParts, openListingsDb } from './listings-db.test-support.ts';

const config = childConfig();
const seller = childSeller(config);
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
