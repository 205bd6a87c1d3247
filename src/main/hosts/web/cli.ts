// Every language's messages, before anything that translates at load (docs/PERFORMANCE.md, issue 43).
import '../../../shared/i18n/all-catalogues.ts';
import { parseArgs } from 'node:util';
import { dataDirFromArgs, DATA_DIR_ENV } from '../../storage/data-dir.ts';
import { reportStartupFailure } from '../startup-failure.ts';
import { startWebApp } from './start-web-app.ts';
import { openInBrowser } from './open-in-browser.ts';
import { rendererDir } from './app-files.ts';

/** `npm run start:web -- [--port N] [--no-open] [--data-dir PATH]`: Stockroom in the browser, on loopback only. */
const usage = 'Usage: npm run start:web -- [--port N] [--no-open] [--data-dir PATH]';

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'no-open': { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not “${values.port}”.\n${usage}`);
  process.exit(2);
}

const argv = process.argv.slice(2);
const failed = async (error: unknown, running?: { close(): Promise<void> }): Promise<never> => {
  await running?.close().catch(() => undefined);
  // One sentence on the terminal, the stack in the log file only.
  const dataDir = dataDirFromArgs(argv) ?? (process.env[DATA_DIR_ENV] || undefined);
  reportStartupFailure(error, { dataDir, port });
  process.exit(1);
};
const app = await startWebApp({ port, rendererDir: rendererDir(), argv }).catch((error: unknown) =>
  failed(error),
);
// The address is given as soon as the server listens: the page loads while the backend starts on its thread,
// and its calls wait for it (as the desktop app opens its window meanwhile). A backend that cannot start still
// ends the process with one sentence.
app.backendReady.catch((error: unknown) => failed(error, app));
console.log(`Stockroom is running at ${app.url}`);
console.log(`Data folder: ${app.dataDir}`);
console.log(
  `STOCKROOM WEB READY ${JSON.stringify({ url: app.url, origin: app.origin, dataDir: app.dataDir })}`,
);
if (!values['no-open']) openInBrowser(app.url);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
