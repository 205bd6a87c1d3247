import type { AffiliateClient } from '../../src/main/marketplace/index.ts';
import { parseFeedPage } from '../../src/shared/marketplace/affiliate-formats.ts';
import type { FeedFormat } from '../../src/shared/marketplace/affiliate-types.ts';
import { affiliateHeaders } from './clients.ts';
import type { SimInfo } from './sim-process.ts';

/** The v1.1.0 full-feed URL (`get`) of the directory's first category, from the directory in `format`. */
export async function firstCategoryFeed(
  client: AffiliateClient,
  format: FeedFormat,
): Promise<{ category: string; url: string }> {
  const directory = await client.getDirectory(format);
  for (const category of directory.categories) {
    const url = category.variants['v1.1.0']?.get;
    if (url) return { category: category.name, url };
  }
  throw new Error('the directory lists no category with a v1.1.0 feed');
}

export interface PageBody {
  url: string;
  body: string;
  products: number;
}

/** The first `count` pages of a feed as they came over the wire (plain fetch, affiliate headers). */
export async function fetchPages(
  info: SimInfo,
  firstUrl: string,
  format: FeedFormat,
  count: number,
): Promise<PageBody[]> {
  const pages: PageBody[] = [];
  let url: string | null = firstUrl;
  while (url !== null && pages.length < count) {
    const res = await fetch(url, { headers: affiliateHeaders(info) });
    const body = await res.text();
    if (!res.ok) throw new Error(`feed page answered ${res.status}: ${body.slice(0, 200)}`);
    const page = parseFeedPage(body, format);
    pages.push({ url, body, products: page.products.length });
    url = page.nextUrl;
  }
  return pages;
}

/** Follows a JSON feed to its end with plain fetches, reading only `nextUrl`; returns pages and products. */
export async function walkJsonFeed(
  info: SimInfo,
  firstUrl: string,
): Promise<{ pages: number; products: number }> {
  let url: string | null = firstUrl;
  let pages = 0;
  let products = 0;
  const headers = affiliateHeaders(info);
  while (url) {
    const res = await fetch(url, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`feed page ${pages + 1} answered ${res.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text) as {
      nextUrl?: string | null;
      products?: unknown[];
      productInfoList?: unknown[];
    };
    pages++;
    products += (body.products ?? body.productInfoList ?? []).length;
    url = body.nextUrl ?? null;
  }
  return { pages, products };
}
