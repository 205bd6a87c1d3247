import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http.ts';

/** The sizes the records offer (`imageUrls` labels), so a stray address is a 404, not a huge picture. */
const SIZES = new Set([200, 400, 800]);
/** `{slug}-original-ima{key}.svg`: the image key products.ts writes, letters, digits and dashes. */
const FILE = /^([a-z0-9-]{1,160})\.svg$/;

/** Where a product's generated image lives on the simulator (null origin: the simulator is not listening). */
export function imageUrl(origin: string, width: number, height: number, prefix: string, key: string): string {
  return `${origin}/images/${width}/${height}/${prefix}/${key}.svg`;
}

/**
 * A small picture per product, made from its image key: a colour of its own and the first words of its slug
 * (brand and kind), so the Demo shows images that differ from product to product without storing any.
 */
export function productImageSvg(width: number, height: number, key: string): string {
  const digest = createHash('sha256').update(key).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const words = key
    .replace(/-original-ima[a-z0-9]*$/, '')
    .split('-')
    .filter((w) => /^[a-z]+$/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const font = Math.round(width / 9);
  const lines = words
    .map(
      (w, i) =>
        `<text x="50%" y="${50 + (i - (words.length - 1) / 2) * 14}%" font-size="${font}" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-family="sans-serif">${w}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 45% 38%)"/>` +
    `<circle cx="50%" cy="50%" r="${Math.round(width * 0.36)}" fill="hsl(${(hue + 40) % 360} 45% 30%)"/>` +
    `${lines}</svg>`
  );
}

/** `GET /images/:w/:h/:prefix/:file`: the generated image of a product record's `imageUrls`. */
export function registerImages(app: FastifyInstance): void {
  app.get('/images/:w/:h/:prefix/:file', async (request, reply) => {
    const { w, h, file } = request.params as { w: string; h: string; prefix: string; file: string };
    const width = Number(w);
    const height = Number(h);
    const match = FILE.exec(file);
    if (!SIZES.has(width) || !SIZES.has(height) || match === null)
      return sendError(reply, 404, 'NOT_FOUND', 'no such image');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(productImageSvg(width, height, match[1]!));
  });
}
