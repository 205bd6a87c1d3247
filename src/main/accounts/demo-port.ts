import { closeSync, openSync, readSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { writeFileAtomic } from '../storage/atomic-write.ts';
import type { DemoMarketplace, StartDemoMarketplace } from './demo-marketplace.ts';

/** The data folder's file that keeps the Demo marketplace's port between launches. */
export const DEMO_PORT_FILE = 'demo-marketplace-port';
/** Longest port file read: a port is at most five digits, anything longer is not one. */
const MAX_BYTES = 16;

/** The port kept in `dataDir`, or undefined when none is (or the file holds anything but a port). */
export function keptDemoPort(dataDir: string): number | undefined {
  let text: string;
  try {
    const fd = openSync(join(dataDir, DEMO_PORT_FILE), 'r');
    try {
      const buffer = Buffer.alloc(MAX_BYTES + 1);
      const read = readSync(fd, buffer, 0, buffer.length, 0);
      if (read > MAX_BYTES) return undefined;
      text = buffer.subarray(0, read).toString('utf8').trim();
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port >= 1024 && port <= 65535 ? port : undefined;
}

/**
 * Starts the Demo marketplace on the port it had at the last launch of this data folder, else (taken, or none kept)
 * on a free one, and keeps that. The address is part of every stored feed link: on a new port each launch, a feed
 * sync stopped by closing the app started again from page one ("the stored feed link is for another address"),
 * where the real service, at one address, goes on from where it stopped. A folder that cannot be written (null)
 * keeps nothing.
 */
export async function startOnKeptPort(
  start: StartDemoMarketplace,
  dataDir: string | null,
): Promise<DemoMarketplace> {
  const kept = dataDir === null ? undefined : keptDemoPort(dataDir);
  // Tried first for a moment (a millisecond), as the marketplace builds its records before it listens (a second): a
  // port another copy of the folder holds costs no marketplace built twice. Taken between the two, it still is.
  const free = kept !== undefined && (await portFree(kept));
  const marketplace = free ? await start(kept).catch(() => start()) : await start();
  const port = new URL(marketplace.sellerBaseUrl).port;
  if (dataDir !== null && port !== String(kept)) {
    try {
      writeFileAtomic(join(dataDir, DEMO_PORT_FILE), port);
    } catch {
      // Not kept: the next launch takes a free port, as before.
    }
  }
  return marketplace;
}

/** Whether a loopback listener could take `port` now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
