/**
 * The Demo profile's marketplace on a thread of its own (see start-demo-marketplace.ts): the built-in simulator,
 * started once, answering its loopback port until the backend says stop.
 */
// Every language's messages, before anything that translates at load (docs/PERFORMANCE.md, issue 43).
import '../../shared/i18n/all-catalogues.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { startSimulator } from '../../simulator/index.ts';
import type { DemoThreadMessage } from './start-demo-marketplace.ts';

const port = parentPort;
if (port === null) throw new Error('demo-marketplace-worker.ts runs as a worker thread');
const post = (message: DemoThreadMessage) => port.postMessage(message);

try {
  const sim = await startSimulator({ port: (workerData as { port: number }).port });
  port.on('message', (message: 'close') => {
    if (message === 'close') void sim.close().finally(() => port.close());
  });
  post({ t: 'started', info: sim.info });
} catch (error) {
  post({ t: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
