import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestBackend } from '../../../testing/test-backend.ts';
import { startWebHost, type RunningWebHost } from '../server.ts';

/**
 * The web host over a real test backend with a stand-in page, signed in once (its session cookie kept), for the
 * describe block that calls it: started before its tests, closed after them.
 */
export function signedInWebHost(): {
  test: ReturnType<typeof startTestBackend>;
  /** The stand-in page's folder, for a second host of the same backend. */
  rendererDir: string;
  readonly host: RunningWebHost;
  readonly cookie: string;
} {
  const test = startTestBackend();
  const rendererDir = mkdtempSync(join(tmpdir(), 'stockroom-renderer-'));
  let host: RunningWebHost | undefined;
  let cookie = '';
  beforeAll(async () => {
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Stockroom</title>');
    host = await startWebHost({ backend: test.backend, rendererDir, port: 0 });
    const first = await fetch(host.url, { redirect: 'manual' });
    cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
  });
  afterAll(async () => {
    await host?.close();
    await test.close();
    rmSync(rendererDir, { recursive: true, force: true });
  });
  return {
    test,
    rendererDir,
    get host() {
      if (host === undefined) throw new Error('the web host starts in beforeAll');
      return host;
    },
    get cookie() {
      return cookie;
    },
  };
}
