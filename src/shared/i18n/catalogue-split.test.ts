import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enBackend } from './catalogues/en-backend.ts';
import { enWindow } from './catalogues/en-window.ts';

const SRC = join(import.meta.dirname, '..', '..');

/** The window's code: the renderer and what it shares with the backend, outside the catalogues and the tests. */
function windowSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('i18n', 'catalogues')) ? [] : windowSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const windowCode = [join(SRC, 'renderer', 'src'), join(SRC, 'shared')]
  .flatMap(windowSources)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
// Ids are always written whole (catalogue.test.ts), so a quoted id in the window's code is one it may say.
const written = (id: string) => windowCode.includes(`'${id}'`) || windowCode.includes(`"${id}"`);

/**
 * English is kept in two halves so that the window loads only the messages it says (docs/PERFORMANCE.md, first
 * screen JS): an id the window's code writes must be in en-window.ts, or the window would show the bare id.
 */
describe("the English catalogue's two halves", () => {
  it('has every id the window writes in the window’s half', () => {
    expect(Object.keys(enBackend).filter(written)).toEqual([]);
  });

  it('keeps in the window’s half only ids the window writes: the rest stay out of its first screen', () => {
    expect(Object.keys(enWindow).filter((id) => !written(id))).toEqual([]);
  });

  it('gives each id to one half only', () => {
    expect(Object.keys(enWindow).filter((id) => Object.hasOwn(enBackend, id))).toEqual([]);
  });
});
