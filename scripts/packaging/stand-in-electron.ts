import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in for Electron's Linux distribution folder (electron-builder's `electronDist`), for packaging where the
 * real runtime cannot be downloaded. Its `electron` file cannot run an app, but carries a fuse wire in Electron's
 * default state after the same sentinel, so the afterPack hook flips real bytes and a test can read them back.
 */
/** The marker @electron/fuses looks for (not exported by the package; the packaging test reads the wire back). */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

export const DEFAULT_FUSE_WIRE = '101100011'; // run-as-node on, cookie encryption off, NODE_OPTIONS on, inspect on…

export function writeStandInElectron(dir: string): string {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const wire = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "A stand-in for Electron: it cannot run an app." >&2\nexit 1\n'),
    Buffer.from(SENTINEL),
    Buffer.from([1, DEFAULT_FUSE_WIRE.length]), // wire version 1, then its length
    Buffer.from(DEFAULT_FUSE_WIRE),
    Buffer.from('\n'),
  ]);
  writeFileSync(join(dir, 'electron'), wire, { mode: 0o755 });
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in.\n');
  writeFileSync(join(dir, 'LICENSES.chromium.html'), '<p>Stand-in.</p>\n');
  writeFileSync(join(dir, 'version'), '45.4.1');
  return dir;
}
