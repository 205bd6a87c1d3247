import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticFile {
  body: Buffer;
  type: string;
}

/** A file of the built renderer; a path with no file name's ending (an app route) gets index.html. */
export async function readStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const clean = normalize(decoded).replace(/^([/\\])+/, '');
  const full = join(root, clean);
  if (full !== root && !full.startsWith(root + sep)) return null;
  const file = await readFile(full).catch(() => null);
  if (file) return { body: file, type: TYPES[extname(full)] ?? 'application/octet-stream' };
  // A file's name that is not there (an old bundle's after a rebuild) is not found: index.html in its place would
  // reach a dynamic import as a script it cannot run, and the window could not tell the two apart.
  if (extname(clean) !== '') return null;
  const index = await readFile(join(root, 'index.html')).catch(() => null);
  return index ? { body: index, type: TYPES['.html'] as string } : null;
}
