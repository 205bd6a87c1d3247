import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * electron-updater itself against a feed served from a folder on the loopback. Electron's `app` and `net` are
 * stood in (`net` by Node's http, the only part of `electron` its downloads use); app-update.yml names the local
 * feed (the generic provider: the GitHub one asks api.github.com first). Nothing is downloaded from the internet.
 */
export interface LocalFeed {
  url: string;
  /** The paths the feed was asked for, in order. */
  served: string[];
  /** What the stand-in Electron app was asked: quit, relaunch. */
  appCalls: string[];
  resources: string;
  /** electron-updater's download cache. */
  cache: string;
  close(): void;
}

/** A feed of one file for version 0.2.0, as electron-builder writes latest*.yml. */
export async function serveLocalFeed(
  home: string,
  feedFile: 'latest-linux.yml',
  fileName: string,
  payload: Buffer,
): Promise<LocalFeed> {
  const feed = join(home, 'feed');
  mkdirSync(feed, { recursive: true });
  const sha512 = createHash('sha512').update(payload).digest('base64');
  writeFileSync(join(feed, fileName), payload);
  writeFileSync(
    join(feed, feedFile),
    `version: 0.2.0\nfiles:\n  - url: ${fileName}\n    sha512: ${sha512}\n    size: ${payload.length}\n` +
      `path: ${fileName}\nsha512: ${sha512}\nreleaseDate: '2026-11-27T12:00:00.000Z'\n`,
  );
  const served: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    const file = join(feed, decodeURIComponent(path));
    served.push(path);
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': readFileSync(file).length });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const appCalls: string[] = [];
  const require = createRequire(import.meta.url);
  const electronPath = require.resolve('electron');
  const previous = require.cache[electronPath];
  require.cache[electronPath] = {
    id: electronPath,
    filename: electronPath,
    loaded: true,
    exports: {
      app: {
        getVersion: () => '0.1.0',
        getName: () => 'stockroom',
        isPackaged: true,
        getPath: () => join(home, 'data'),
        whenReady: () => Promise.resolve(),
        quit: () => void appCalls.push('quit'),
        relaunch: () => void appCalls.push('relaunch'),
        once: () => undefined,
      },
      // BaseUpdater.quitAndInstall emits Electron's own before-quit-for-update.
      autoUpdater: { emit: () => undefined },
      session: { fromPartition: () => ({}) },
      net: {
        request: ({ session: _s, redirect: _r, ...options }: Record<string, unknown>) => request(options),
      },
    },
  } as unknown as NodeJS.Module;
  const resources = join(home, 'resources');
  const cache = join(home, 'cache');
  mkdirSync(resources, { recursive: true });
  mkdirSync(cache, { recursive: true });
  writeFileSync(
    join(resources, 'app-update.yml'),
    `provider: generic\nurl: ${url}\nupdaterCacheDirName: stockroom-updater\n`,
  );
  const processWithResources = process as { resourcesPath?: string };
  processWithResources.resourcesPath = resources;
  return {
    url,
    served,
    appCalls,
    resources,
    cache,
    close: () => {
      server.close();
      delete processWithResources.resourcesPath;
      if (previous) require.cache[electronPath] = previous;
      else delete require.cache[electronPath];
    },
  };
}
