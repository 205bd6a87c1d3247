import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs `body` in a Node process of its own (its module cache as a launch finds it) and returns what it printed. */
function inFreshProcess(body: string): string {
  dir = mkdtempSync(join(tmpdir(), 'stockroom-pdf-lazy-'));
  const script = join(dir, 'script.ts');
  const url = (path: string) => pathToFileURL(join(import.meta.dirname, path)).href;
  writeFileSync(
    script,
    `import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(pathToFileURL(script).href)});
const { startSmall } = await import(${JSON.stringify(url('../support/test-kit.ts'))});
const { pdfKit } = await import(${JSON.stringify(url('./pdf-pages.ts'))});
const pdfLibFiles = () => Object.keys(require.cache).filter((path) => path.includes('/pdf-lib/')).length;
${body}`,
  );
  return execFileSync(process.execPath, [script], { encoding: 'utf8', timeout: 60_000 });
}

it("starts the marketplace without pdf-lib, which loads with the first label's drawing", () => {
  const printed = inFreshProcess(`
const sim = await startSmall();
console.log(pdfLibFiles());
const kit = await pdfKit();
console.log(pdfLibFiles(), typeof kit.lib.PDFDocument.create);
await sim.close();`);
  const [atStart, afterKit] = printed.trim().split('\n');
  expect(atStart).toBe('0');
  expect(afterKit).toMatch(/^[1-9]\d* function$/);
});
