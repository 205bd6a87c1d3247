import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const MODULE = new URL('./code-cache.ts', import.meta.url).href;

/** A fresh Node process that turns the cache on for `dataDir`, then starts a thread: where each one caches. */
function launch(dataDir: string, env: NodeJS.ProcessEnv = {}): { main: string; thread: string } {
  const script = `
    import { Worker } from 'node:worker_threads';
    import module from 'node:module';
    const { enableCodeCache } = await import(${JSON.stringify(MODULE)});
    enableCodeCache(${JSON.stringify(dataDir)});
    await import('node:zlib');
    const thread = await new Promise((resolve) => {
      const code = "Promise.all([import('node:worker_threads'), import('node:module')]).then(([w, m]) => " +
        "w.parentPort.postMessage(m.default.getCompileCacheDir() ?? ''))";
      const w = new Worker(code, { eval: true });
      w.once('message', resolve);
    });
    console.log(JSON.stringify({ main: module.getCompileCacheDir() ?? '', thread }));`;
  const { NODE_COMPILE_CACHE: _inherited, NODE_DISABLE_COMPILE_CACHE: _off, ...rest } = process.env;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as { main: string; thread: string };
}

describe('the code cache of a launch', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-code-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is kept in the data folder, for the app’s main thread and the threads it starts, and written there', () => {
    const where = launch(dir);
    expect(where.main.startsWith(join(dir, 'cache', 'code'))).toBe(true);
    expect(where.thread).toBe(where.main);
    expect(readdirSync(where.main).length).toBeGreaterThan(0);
  });

  it('is off for a data folder that does not exist yet, and creates nothing there', () => {
    const missing = join(dir, 'mistyped');
    expect(launch(missing)).toEqual({ main: '', thread: '' });
    expect(existsSync(missing)).toBe(false);
  });

  it('is off when NODE_DISABLE_COMPILE_CACHE says so', () => {
    expect(launch(dir, { NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual({ main: '', thread: '' });
    expect(existsSync(join(dir, 'cache'))).toBe(false);
  });
});
