import { startSimulator } from '../../simulator/index.ts';
import type { DemoMarketplace } from '../accounts/demo-marketplace.ts';

/**
 * The Demo profile's marketplace: the built-in simulator on a free loopback port, reached over HTTP like the real
 * one. Only the hosts (the places that compose the app) start it.
 */
export async function startDemoMarketplace(): Promise<DemoMarketplace> {
  const sim = await startSimulator({ port: 0 });
  const { info } = sim;
  return {
    sellerBaseUrl: info.base_url,
    authUrl: info.auth_url,
    affiliateBaseUrl: info.affiliate_base_url,
    selfAccess: info.credentials.self_access,
    affiliate: info.credentials.affiliate,
    close: () => sim.close(),
  };
}
