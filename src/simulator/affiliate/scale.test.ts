import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { affiliateHeaders, getJson } from '../support/test-kit.ts';

// The server runs as its own process with a heap too small to hold the category (100,000 records of about 2 KB
// each): a server that built the whole feed would die of it; one that generates page by page walks to the end.
// RSS is only reported, since V8 sizes its heap as it likes below the cap.
const HEAP_CAP_MB = 96;
const NODE = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const child = spawn(
  NODE,
  [`--max-old-space-size=${HEAP_CAP_MB}`, CLI, '--shipments', '0', '--products', '100000'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let info: SimulatorInfo;

/** Resident and peak resident memory of the server in MB (Linux), or undefined elsewhere. */
function serverMemory(): { rss: number; peak: number } | undefined {
  const file = `/proc/${child.pid}/status`;
  if (!existsSync(file)) return undefined;
  const status = readFileSync(file, 'utf8');
  const mb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

beforeAll(async () => {
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  while (!out.includes('\n')) await once(child.stdout, 'data');
  info = JSON.parse(out.slice('SIMULATOR READY '.length)) as SimulatorInfo;
});
afterAll(async () => {
  child.kill('SIGTERM');
  await once(child, 'exit');
});

it('walks a 100,000-product category page by page with flat server memory', async () => {
  const headers = affiliateHeaders(info);
  const dir = (
    await getJson(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`, {
      headers,
    })
  ).body;
  let url: string | null = dir.apiGroups.affiliate.apiListings.televisions.availableVariants['v1.1.0'].get;
  const ids = new Set<string>();
  let pages = 0;
  const before = serverMemory();
  while (url) {
    const page: Body = (await getJson(url, { headers })).body;
    for (const p of page.products) ids.add(p.productBaseInfoV1.productId);
    pages++;
    url = page.nextUrl;
  }
  expect(pages).toBe(200);
  expect(ids.size).toBe(100_000);
  expect(child.exitCode).toBeNull();
  const after = serverMemory();
  if (before && after)
    console.info(`simulator RSS ${before.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB`);
});
