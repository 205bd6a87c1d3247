import type { SimulatorInfo } from '../../simulator/index.ts';
import type { DemoMarketplace } from '../accounts/demo-marketplace.ts';
import { startWorkerThread } from '../storage/worker-thread.ts';

/** How long closing waits for the marketplace to finish its open requests before ending its thread. */
const CLOSE_WAIT_MS = 5_000;

/** What the Demo's marketplace thread tells the backend (demo-marketplace-worker.ts). */
export type DemoThreadMessage = { t: 'started'; info: SimulatorInfo } | { t: 'failed'; message: string };

/**
 * The Demo profile's marketplace: the built-in simulator on a loopback port (`port`, else a free one), reached over
 * HTTP like the real one. Only the hosts (the places that compose the app) start it. It runs on a thread of its own: loading its
 * libraries (fastify, faker) and building its records and pages then neither delays the backend's start nor
 * holds up the calls of the first screen, which read the cache while the launch sync asks the marketplace.
 */
export async function startDemoMarketplace(port?: number): Promise<DemoMarketplace> {
  const worker = startWorkerThread('demo-marketplace-worker', import.meta.url, { port: port ?? 0 });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // The thread keeps the process alive only while it starts; the backend's own thread keeps it alive after.
  worker.ref();
  const info = await new Promise<SimulatorInfo>((resolve, reject) => {
    worker.once('message', (message: DemoThreadMessage) => {
      if (message.t === 'started') resolve(message.info);
      else reject(new Error(`The Demo's marketplace did not start: ${message.message}`));
    });
    worker.once('error', reject);
    void exited.then(() => reject(new Error('The Demo’s marketplace stopped as it started.')));
  }).finally(() => worker.unref());
  return {
    sellerBaseUrl: info.base_url,
    authUrl: info.auth_url,
    affiliateBaseUrl: info.affiliate_base_url,
    selfAccess: info.credentials.self_access,
    affiliate: info.credentials.affiliate,
    close: async () => {
      worker.postMessage('close');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>(
        (resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_WAIT_MS)),
      );
      if ((await Promise.race([exited, late])) === 'late') await worker.terminate();
      clearTimeout(timer);
    },
  };
}
