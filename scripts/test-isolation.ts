import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Which unit test files may share a worker's modules (vitest `isolate: false`) and which get a fresh worker each.
 *
 * A fresh worker per file costs about 0.4 s of start (issue 43): the process, vitest's runtime, the catalogues. A
 * file may share only when nothing it loads keeps state another file could see: it is decided from the sources, so a
 * new file or a new piece of module state is classed by the same rules without anyone keeping a list.
 *
 * A file gets its own worker when it, or any module it imports (followed through relative imports, static and
 * dynamic), does one of these:
 * - in the test file: `vi.mock`/`vi.doMock`/`vi.spyOn`/`vi.stubEnv`/`vi.stubGlobal`/fake timers/`vi.resetModules`;
 * - anywhere: changes the process (`process.env.X =`, `delete process.env`, `process.on`, `process.exitCode`,
 *   `process.chdir`, `globalThis.x =`), or imports what starts threads, child processes, servers or databases
 *   (`STARTS_SOMETHING`);
 * - in a module (not the test file itself, which each file loads afresh in any case): keeps module-level state, that
 *   is a top-level `let`/`var`, a zustand store, a mutable `static` field, or a top-level `const` that the module
 *   changes (`x.set(`, `x.push(`, `x[k] =`, …);
 * unless that module is in `KEPT_STATE_READ`, each read for why its state cannot carry from one file to the next.
 */

/** Module state read and judged harmless to share; each with the reason. Paths from the repository's root. */
export const KEPT_STATE_READ: Record<string, string> = {
  'src/shared/i18n/catalogue.ts':
    'the catalogues loaded (the setup file loads every language before any file) and the pseudo catalogue made from English: the same for every file',
  'src/shared/i18n/translator.ts':
    "one translator per language, made from that language's catalogue: a cache",
  'src/shared/shipments/time-zone.ts':
    "formats per zone (a cache) and the computer's zone read again after a second or when the clock goes back; TZ is changed only by time-zone.test.ts, which stubs and so has its own worker",
  'src/shared/dates.ts':
    'formats per zone (a cache) and the date locale, which only backend-language.ts and the language store set: any file reaching either has its own worker, so in a shared worker it stays English (India)',
  'src/shared/marketplace/xml-code-units.ts':
    'one spare buffer lent for a parse and given back: what is read from it is what that parse wrote in',
  'src/main/i18n/backend-language.ts':
    "the backend's language: the shared files' setup (src/main/i18n/testing/backend-in-english.ts) sets it back to English before each file",
  'src/shared/accounts/contract-words.ts':
    "the accounts contract's words: English, or the backend's `t` (set when an accounts slice is made), which is English at the start of each file as above",
  'src/main/marketplace/seller/whole-pdf.ts':
    'sticky regular expressions, each given its `lastIndex` just before every `exec`',
  'src/main/hosts/electron/fake-electron.test-support.ts':
    'the windows made and a load failure to give: `fakeElectron()` empties both before each shell starts',
  'src/shared/feeds/watch-rules.ts': 'number formats per locale: a cache',
  'src/shared/feeds/rules.ts': 'lookup tables filled once when the module loads',
  'src/shared/my-listings/checks.ts': 'number formats per locale: a cache',
  'src/shared/shipments/views.ts': 'a lookup table filled once when the module loads',
  'src/renderer/src/i18n/numbers.ts': 'number formats per locale: a cache',
  'src/simulator/affiliate/xml.ts': "each element name's tags, made once: a cache",
  'src/simulator/support/pools.ts': 'word pools per seed, made from the seed alone: a cache',
};

const ROOTS = ['src', 'bench', 'scripts'];
const TEST_FILE = /\.test\.ts$/;
/** Run by `npm run test:soak` only (vitest.soak.config.ts), never by this config. */
const NOT_HERE = /\.soak\.test\.ts$/;

/**
 * Threads, child processes, servers and open databases: one left running by a file (a test that failed before its
 * clean-up, a close not awaited) would go on working and failing inside the next file's run, so a file that can start
 * any of them keeps its own worker, which ends with it.
 */
const STARTS_SOMETHING =
  /\bfrom\s+'(?:node:)?(?:child_process|worker_threads|http|https|http2|net|tls|dgram|cluster|sqlite)'|\bfrom\s+'(?:fastify|electron-builder|@playwright\/test|playwright)'|\bimport\(\s*'(?:node:)?(?:child_process|worker_threads|http|net|sqlite)'/;

const IN_TEST_FILE =
  /\bvi\.(?:mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers|resetModules|setSystemTime)\s*\(|\bvi\.mock\b/;
const CHANGES_PROCESS =
  /process\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)|delete\s+process\.env|process\.(?:on|once|addListener|prependListener)\(|process\.exitCode\s*=(?!=)|process\.chdir\(|process\.umask\(|globalThis(?:\.\w+|\[[^\]]+\])\s*=(?!=)/;
const MODULE_STATE =
  /^(?:export\s+)?(?:let|var)\s|from\s+'zustand'|^\s+(?:public\s+|private\s+|protected\s+)?static\s+(?!readonly\b|async\b|get\b|set\b)[#\w]+\s*[:=;]/m;

function changedTopLevelConst(source: string): boolean {
  const names = [...source.matchAll(/^(?:export\s+)?const\s+(\w+)\b(?![^=\n]*=\s*new\s+WeakMap\b)/gm)].map(
    (match) => match[1],
  );
  if (names.length === 0) return false;
  return new RegExp(
    `\\b(?:${names.join('|')})\\s*(?:\\.(?:set|add|push|unshift|splice|delete|clear|pop|shift)\\(|\\[[^\\]\\n]+\\]\\s*=(?!=)|\\.\\w+\\s*=(?!=))`,
  ).test(source);
}

/** `import … from './x.ts'` and `export … from` (not `import type`), `import './x.ts'`, `import('./x.ts')`. */
const STATIC_IMPORT = /^(import|export)(\s+type\b)?[^;]*?\bfrom\s+'(\.[^']*)'|^import\s+'(\.[^']*)'/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*'(\.[^']*)'\s*\)/g;

function relativeImports(file: string, source: string, resolved: Map<string, string | null>): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) if (!match[2]) specs.push((match[3] ?? match[4])!);
  for (const match of source.matchAll(DYNAMIC_IMPORT)) specs.push(match[1]!);
  const found: string[] = [];
  for (const spec of specs) {
    const path = resolve(dirname(file), spec);
    let real = resolved.get(path);
    if (real === undefined) {
      real =
        [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find(
          (p) => /\.tsx?$/.test(p) && existsSync(p),
        ) ?? null;
      resolved.set(path, real);
    }
    if (real !== null) found.push(real);
  }
  return found;
}

/** The test files this config runs, from the repository's root, and for each whether it may share a worker. */
export function classifyTestFiles(root: string): { shared: string[]; isolated: string[] } {
  const sources = new Map<string, string>();
  const read = (file: string) => {
    let source = sources.get(file);
    if (source === undefined) sources.set(file, (source = readFileSync(file, 'utf8')));
    return source;
  };
  const keepsState = new Map<string, boolean>();
  const resolved = new Map<string, string | null>();
  const moduleKeepsState = (file: string): boolean => {
    let answer = keepsState.get(file);
    if (answer === undefined) {
      const source = read(file);
      const name = relative(root, file).split(sep).join('/');
      answer =
        CHANGES_PROCESS.test(source) ||
        STARTS_SOMETHING.test(source) ||
        (!(name in KEPT_STATE_READ) && (MODULE_STATE.test(source) || changedTopLevelConst(source)));
      keepsState.set(file, answer);
    }
    return answer;
  };
  const mayShare = (testFile: string): boolean => {
    const source = read(testFile);
    if (IN_TEST_FILE.test(source) || CHANGES_PROCESS.test(source) || STARTS_SOMETHING.test(source))
      return false;
    const seen = new Set([testFile]);
    const stack = relativeImports(testFile, source, resolved);
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (moduleKeepsState(file)) return false;
      stack.push(...relativeImports(file, read(file), resolved));
    }
    return true;
  };
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const top of ROOTS) {
    if (!existsSync(join(root, top))) continue;
    const files = readdirSync(join(root, top), { recursive: true, encoding: 'utf8' })
      .map((name) => `${top}/${name.split(sep).join('/')}`)
      .filter((name) => TEST_FILE.test(name) && !NOT_HERE.test(name) && !name.includes('node_modules/'))
      .sort();
    for (const name of files) (mayShare(join(root, name)) ? shared : isolated).push(name);
  }
  return { shared, isolated };
}
