import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { classifyTestFiles, KEPT_STATE_READ } from './test-isolation.ts';

const REPO = join(import.meta.dirname, '..');

describe('which unit test files share a worker', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function repo(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'stockroom-isolation-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  }

  it('a file reaching module state or starting processes or threads, directly or through an import, has its own worker', () => {
    const classed = classifyTestFiles(
      repo({
        'src/counter.ts': 'let count = 0;\nexport const next = () => ++count;\n',
        'src/registry.ts':
          'const seen = new Map<string, number>();\nexport const see = (k: string) => seen.set(k, 1);\n',
        'src/store.ts': "import { create } from 'zustand';\nexport const useStore = create(() => ({}));\n",
        'src/via.ts': "export { next } from './counter.ts';\n",
        'src/pure.ts': 'const TABLE = new Map([[1, 2]]);\nexport const look = (k: number) => TABLE.get(k);\n',
        'src/weak.ts':
          'const made = new WeakMap<object, number>();\nexport const mark = (o: object) => made.set(o, 1);\n',
        'src/direct.test.ts': "import { next } from './counter.ts';\n",
        'src/through.test.ts': "import { next } from './via.ts';\n",
        'src/dynamic.test.ts': "const m = await import('./registry.ts');\n",
        'src/zustand.test.ts': "import { useStore } from './store.ts';\n",
        'src/types-only.test.ts':
          "import type { next } from './counter.ts';\nimport { look } from './pure.ts';\n",
        'src/weak.test.ts': "import { mark } from './weak.ts';\n",
        'src/mocks.test.ts': "import { vi } from 'vitest';\nvi.mock('electron', () => ({}));\n",
        'src/timers.test.ts': "import { vi } from 'vitest';\nvi.useFakeTimers();\n",
        'src/env.test.ts': "process.env.TZ = 'Europe/Berlin';\n",
        'src/spawns.ts':
          "import { spawn } from 'node:child_process';\nexport const run = () => spawn('true');\n",
        'src/spawns.test.ts': "import { run } from './spawns.ts';\n",
        'src/thread.test.ts': "import { Worker } from 'node:worker_threads';\n",
        'src/own-let.test.ts': "import { look } from './pure.ts';\nlet server: unknown;\n",
        'bench/x.soak.test.ts': '',
      }),
    );
    expect(classed.shared).toEqual(['src/own-let.test.ts', 'src/types-only.test.ts', 'src/weak.test.ts']);
    expect(classed.isolated).toEqual([
      'src/direct.test.ts',
      'src/dynamic.test.ts',
      'src/env.test.ts',
      'src/mocks.test.ts',
      'src/spawns.test.ts',
      'src/thread.test.ts',
      'src/through.test.ts',
      'src/timers.test.ts',
      'src/zustand.test.ts',
    ]);
  });

  it('in this repository: files that stub, fake timers, set TZ, reach a store or start a backend have their own worker', () => {
    const { shared, isolated } = classifyTestFiles(REPO);
    for (const name of [
      'src/main/index.test.ts',
      'src/main/index-failure.test.ts',
      'src/shared/shipments/time-zone.test.ts',
      'src/renderer/src/features/feeds/feeds-store.test.ts',
      'src/renderer/src/i18n/language-store.test.ts',
      'src/main/marketplace/http/abort.test.ts',
      'src/main/hosts/electron/update-install.test.ts',
      'src/main/hosts/web/startup.test.ts',
      'src/main/my-listings/my-listings-slice.sim.test.ts',
    ])
      expect(isolated).toContain(name);
    expect(shared).toContain('src/shared/dates.test.ts');
    expect(new Set([...shared, ...isolated]).size).toBe(shared.length + isolated.length);
  });

  it('every module whose state is judged harmless exists and keeps state (the list cannot outlive its reasons)', () => {
    const state =
      /^(?:export\s+)?(?:let|var)\s|^\s+static\s+[#\w]+\s*[:=]|^(?:export\s+)?const\s+\w+(?::[^=\n]+)?\s*=\s*(?:new\s+Map\b|\{)|\.lastIndex\s*=/m;
    for (const [name, reason] of Object.entries(KEPT_STATE_READ)) {
      expect(reason.length, name).toBeGreaterThan(20);
      expect(readFileSync(join(REPO, name), 'utf8'), name).toMatch(state);
    }
  });
});
