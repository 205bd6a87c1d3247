import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { affiliateHeaders, getJson, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSmall();
});
afterAll(() => sim.close());

async function firstProduct(): Promise<Body> {
  const { info } = sim;
  const get = (url: string) => getJson(url, { headers: affiliateHeaders(info) });
  const dir = (
    await get(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`)
  ).body;
  const link = dir.apiGroups.affiliate.apiListings.mobiles.availableVariants['v1.1.0'].get as string;
  return (await get(link)).body.products[0];
}

describe('the simulator serves the images its records name', () => {
  it('points every size of a record at itself, and answers each with a small SVG of its own', async () => {
    const urls = (await firstProduct()).productBaseInfoV1.imageUrls as Record<string, string>;
    expect(Object.keys(urls).sort()).toEqual(['200x200', '400x400', '800x800']);
    for (const url of Object.values(urls))
      expect(url.startsWith(`${sim.info.affiliate_base_url}/images/`)).toBe(true);
    const res = await fetch(urls['400x400']!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400"/);
    expect(svg.length).toBeLessThan(2000);
  });

  it('answers 404 to a size or a name it does not make', async () => {
    const base = `${sim.info.affiliate_base_url}/images`;
    expect((await fetch(`${base}/4000/4000/mob/a.svg`)).status).toBe(404);
    expect((await fetch(`${base}/400/400/mob/${encodeURIComponent('<script>')}.svg`)).status).toBe(404);
    expect((await fetch(`${base}/400/400/mob/a.png`)).status).toBe(404);
  });
});
