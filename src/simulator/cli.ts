/**
 * `npm run sim -- --port 0 --seed 42 --shipments 2000 --products 20000 [--latency-ms 50]`
 * Prints exactly one line `SIMULATOR READY {json}` on stdout and stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startSimulator } from './index.ts';
import type { RunningSimulator, SimulatorOptions } from './index.ts';

const USAGE =
  'usage: npm run sim -- [--port N] [--host H] [--seed N] [--shipments N] [--returns N] [--products N] [--latency-ms N] ' +
  '[--token-lifetime-seconds N] [--refresh-token-lifetime-seconds N] [--url-lifetime-ms N] [--seller-dialect real|spec]';

const NUMERIC = {
  port: 'port',
  seed: 'seed',
  shipments: 'shipments',
  returns: 'returns',
  products: 'products',
  'latency-ms': 'latencyMs',
  'token-lifetime-seconds': 'tokenLifetimeSeconds',
  'refresh-token-lifetime-seconds': 'refreshTokenLifetimeSeconds',
  'url-lifetime-ms': 'urlLifetimeMs',
} as const;

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseOptions(argv: string[]): SimulatorOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    const options = Object.fromEntries(Object.keys(NUMERIC).map((k) => [k, { type: 'string' as const }]));
    values = parseArgs({
      args: argv,
      options: { ...options, host: { type: 'string' }, 'seller-dialect': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    fail((e as Error).message);
  }
  const out: SimulatorOptions = {};
  for (const [flag, key] of Object.entries(NUMERIC)) {
    const raw = values[flag];
    if (raw === undefined) continue;
    if (typeof raw !== 'string' || !/^\d+$/.test(raw))
      fail(`--${flag} needs a whole number (got ${String(raw)})`);
    out[key] = Number(raw);
  }
  if (typeof values['host'] === 'string') out.host = values['host'];
  const dialect = values['seller-dialect'];
  if (typeof dialect === 'string') {
    if (dialect !== 'real' && dialect !== 'spec') fail(`--seller-dialect is real or spec (got ${dialect})`);
    out.sellerDialect = dialect;
  }
  return out;
}

const options = parseOptions(process.argv.slice(2));
let running: RunningSimulator | undefined;
let stopping = false;
// Handlers go in before the READY line: a parent may signal as soon as it reads it.
const stop = () => {
  if (stopping) return;
  stopping = true;
  (running?.close() ?? Promise.resolve()).then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
try {
  running = await startSimulator(options);
} catch (e) {
  fail((e as Error).message);
}
if (stopping) await running.close();
else process.stdout.write(`SIMULATOR READY ${JSON.stringify(running.info)}\n`);
