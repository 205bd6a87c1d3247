import { isLoopbackHttp } from '../../shared/feeds/rules.ts';

/** The Demo's images are a few hundred bytes; a larger answer is not an image we show. */
const MAX_IMAGE_BYTES = 256 * 1024;
const IMAGE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * The image the product panel shows: an https address as it is (the screen loads it), an address of this
 * computer (the Demo's simulator, plain http, which the screen's policy does not load) read here and handed over
 * as a data: URL; null when it cannot be read, so the screen says the image could not be loaded.
 */
export async function shownImage(
  url: string | null,
  fetchImage: (url: string, init: RequestInit) => Promise<Response>,
): Promise<string | null> {
  if (url === null) return null;
  if (url.startsWith('https://')) return url;
  if (!isLoopbackHttp(url)) return null;
  try {
    const response = await fetchImage(url, { signal: AbortSignal.timeout(5_000), redirect: 'error' });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.ok || !IMAGE_TYPES.has(type)) return null;
    const body = Buffer.from(await response.arrayBuffer());
    if (body.byteLength > MAX_IMAGE_BYTES) return null;
    return `data:${type};base64,${body.toString('base64')}`;
  } catch {
    return null;
  }
}
