/**
 * The marketplace simulator: the seller interface, token service, affiliate feeds and an admin interface on one
 * loopback port. The backend reaches it over HTTP only, like the real service. See README.md.
 */
import type { AddressInfo } from 'node:net';
import { resolveConfig } from './config.ts';
import type { Credentials, SimulatorOptions } from './config.ts';
import { createContext } from './context.ts';
import { buildServer } from './server.ts';

export type { SimulatorOptions } from './config.ts';

export interface SimulatorInfo {
  base_url: string;
  auth_url: string;
  affiliate_base_url: string;
  admin_url: string;
  credentials: Credentials;
}

export interface RunningSimulator {
  info: SimulatorInfo;
  close(): Promise<void>;
}

/**
 * Starts the simulator. Defaults: port 0 (free), host 127.0.0.1, seed 42, 2000 shipments, 20000 products per
 * category, no added latency, token 60 days, refresh token 180 days, feed URLs 10 hours.
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const config = resolveConfig(options);
  const ctx = createContext(config);
  const app = buildServer(ctx);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address() as AddressInfo;
  const host = config.host.includes(':')
    ? `[${config.host}]`
    : config.host === '0.0.0.0'
      ? '127.0.0.1'
      : config.host;
  const origin = `http://${host}:${address.port}`;
  ctx.origin = origin;
  const info: SimulatorInfo = {
    base_url: `${origin}/sellers`,
    auth_url: origin,
    affiliate_base_url: origin,
    admin_url: `${origin}/__sim`,
    credentials: ctx.secrets.credentials,
  };
  let closing: Promise<void> | undefined;
  return {
    info,
    close: () => (closing ??= app.close()),
  };
}
