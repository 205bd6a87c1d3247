import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import type {
  FakeBrowserWindow,
  FakeIpcMain,
} from '../../../src/main/hosts/electron/fake-electron.test-support.ts';

/**
 * Child process of the packaged-app test: loads the main bundle of an extracted app.asar in plain Node, with
 * `electron` resolved to the fake, then asks the backend through the IPC handlers the shell registered, as the
 * window would. Prints one JSON line of answers. Arguments: the extracted app folder, the data folder.
 */
const [appDir, dataDir] = process.argv.slice(2);
if (!appDir || !dataDir) throw new Error('usage: run-packaged-main.ts APP_DIR DATA_DIR');

const fakeUrl = pathToFileURL(join(import.meta.dirname, 'fake-electron-module.ts')).href;
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'electron' ? { url: fakeUrl, shortCircuit: true } : next(specifier, context),
});

const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { main: string };
process.argv.push('--data-dir', dataDir);
await import(pathToFileURL(join(appDir, pkg.main)).href);

const fake = (globalThis as { stockroomFakeElectron?: { ipcMain: FakeIpcMain; BrowserWindow?: unknown } })
  .stockroomFakeElectron;
const { FakeBrowserWindow: Windows } =
  (await import('../../../src/main/hosts/electron/fake-electron.test-support.ts')) as {
    FakeBrowserWindow: typeof FakeBrowserWindow;
  };
const deadline = Date.now() + 20_000;
while (!Windows.created[0]?.loaded.file) {
  if (Date.now() > deadline) throw new Error('The packaged app opened no window within 20 s.');
  await new Promise((r) => setTimeout(r, 20));
}
const frame = { url: pathToFileURL(Windows.created[0].loaded.file).href, parent: null };
const ask = (name: string, input: unknown = {}) => fake!.ipcMain.invoke(`stockroom:${name}`, frame, input);

const status = await ask('getStatus');
let block: unknown;
// The Demo's launch sync fills the cache; wait for rows, bounded.
while (Date.now() < deadline) {
  block = await ask('getShipmentBlock', { startRow: 0, endRow: 5, sort: [], filter: { view: 'toPack' } });
  if ((block as { ok: boolean; value?: { rows: unknown[] } }).value?.rows.length) break;
  await new Promise((r) => setTimeout(r, 100));
}
console.log(JSON.stringify({ window: Windows.created[0].loaded.file, status, block }));
process.exit(0);
