/**
 * Not a test: measures what issue 3 asks of the feeds. Run with
 *   node_modules/.bin/node src/simulator/bench/feed-bench.ts [--products 100000]
 * It starts the CLI as a child process, times v1.1.0 JSON pages of 500 products (median over 200 requests of the
 * first pages), then walks a whole category and reports the server's resident memory (VmRSS / peak VmHWM, Linux).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { SimulatorInfo } from '../index.ts';

type Directory = { apiGroups: { affiliate: { apiListings: Record<string, { availableVariants: Record<string, { get: string }> }> } } };
type FeedPage = { nextUrl: string | null; products: unknown[] };

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const NODE = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

const child = spawn(NODE, [CLI, '--products', values.products ?? '100000', '--shipments', '2000'], { stdio: ['ignore', 'pipe', 'inherit'] });
let out = '';
child.stdout.on('data', (d: Buffer) => (out += d.toString()));
while (!out.includes('\n')) await once(child.stdout, 'data');
const info = JSON.parse(out.slice('SIMULATOR READY '.length)) as SimulatorInfo;
const headers = { 'Svc-Affiliate-Id': info.credentials.affiliate.trackingId, 'Svc-Affiliate-Token': info.credentials.affiliate.token };

const memory = (): { rssMb: number; peakMb: number } => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

const dir = (await (await fetch(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`, { headers })).json()) as Directory;
const first: string = dir.apiGroups.affiliate.apiListings['mobiles']?.availableVariants['v1.1.0']?.get ?? '';
console.log('after start', memory());

// Warm up, then time pages 1..4 in turn (each a 500-product page).
const urls: string[] = [first];
for (let i = 0; i < 3; i++) urls.push(((await (await fetch(urls[i] ?? first, { headers })).json()) as FeedPage).nextUrl ?? first);
for (let i = 0; i < 20; i++) await (await fetch(urls[i % 4] ?? first, { headers })).arrayBuffer();
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  const res = await fetch(urls[i % 4] ?? first, { headers });
  const body = await res.arrayBuffer();
  times.push(performance.now() - t0);
  if (res.status !== 200 || body.byteLength < 100_000) throw new Error(`bad page ${res.status}`);
}
times.sort((a, b) => a - b);
console.log(`v1.1.0 JSON page of 500: median ${times[100]?.toFixed(1)} ms, p90 ${times[180]?.toFixed(1)} ms (client-side, includes HTTP on loopback)`);

let url: string | null = first;
let products = 0;
let pages = 0;
const t0 = performance.now();
while (url) {
  const page = (await (await fetch(url, { headers })).json()) as FeedPage;
  products += page.products.length;
  pages++;
  url = page.nextUrl;
  if (pages % 50 === 0) console.log(`page ${pages}`, memory());
}
console.log(`walked ${products} products in ${pages} pages, ${((performance.now() - t0) / 1000).toFixed(1)} s`, memory());
child.kill('SIGTERM');
await once(child, 'exit');
