import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root as seen from this module: it runs from the sources (`src/main/hosts/web/`, unit tests)
 * or bundled into `out/main/` (`npm run build`: `npm start`'s browser fallback, `start:web`, journeys, benches).
 */
function appRoot(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? '../../../../' : '../../', import.meta.url);
}

/** The built renderer the web host serves (`out/renderer`). */
export function rendererDir(): string {
  return fileURLToPath(new URL('out/renderer', appRoot()));
}

/** The app's version, from its package.json. */
export function appVersion(): string {
  return (JSON.parse(readFileSync(new URL('package.json', appRoot()), 'utf8')) as { version: string })
    .version;
}
