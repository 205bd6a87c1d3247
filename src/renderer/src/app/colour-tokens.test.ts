import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Read as text: vitest hands a test no stylesheet's content through an import.
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every stylesheet and every component of the renderer (tests aside), a feature added later included. */
function sources(ext: RegExp): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f) && !f.includes('.test.'))
    .map((f) => ({ file: relative(SRC, join(SRC, f)), text: readFileSync(join(SRC, f), 'utf8') }));
}

const appCss = readFileSync(join(SRC, 'app/app.css'), 'utf8');
const rootBlock = (css: string) => /:root\s*\{[^}]*\}/.exec(css)?.[0] ?? '';

/**
 * Colours only through the tokens of app.css's `:root` (so a theme changes them in one place): any colour written
 * as a literal outside that block is named, with the file.
 */
function rawColours(file: string, css: string): string[] {
  const rest = css.replace(rootBlock(css), '');
  return [...rest.matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)/g)].map((m) => `${file}: ${m[0]}`);
}

/** Each token's light and dark value, from `--name: light-dark(#light, #dark);`; null where it is not so written. */
function tokens(css: string): Map<string, { light: string; dark: string } | null> {
  const found = new Map<string, { light: string; dark: string } | null>();
  for (const m of rootBlock(css).matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(m[2]!.trim());
    found.set(m[1]!, pair ? { light: pair[1]!, dark: pair[2]! } : null);
  }
  return found;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Text token on the background token it is drawn on, as the styles pair them. */
const TEXT_ON = [
  ['--text', '--bg'],
  ['--text', '--panel'],
  ['--muted', '--bg'],
  ['--muted', '--panel'],
  ['--muted', '--notice-bg'],
  ['--text', '--notice-bg'],
  ['--accent-text', '--bg'],
  ['--accent-text', '--panel'],
  ['--on-accent', '--accent-fill'],
  ['--ok', '--panel'],
  ['--ok', '--ok-bg'],
  ['--warn', '--bg'],
  ['--warn', '--panel'],
  ['--danger', '--bg'],
  ['--danger', '--panel'],
  ['--overdue', '--panel'],
  ['--due-today', '--panel'],
  ['--text', '--selected-bg'],
  ['--text', '--hover-bg'],
  ['--tab-text', '--tab-bg'],
  ['--text', '--cell-error-bg'],
  ['--text', '--cell-warning-bg'],
  ['--text', '--cell-range-bg'],
  ['--nav-text', '--nav-bg'],
  ['--on-dark', '--nav-bg'],
  ['--on-dark', '--nav-hover'],
  ['--on-dark', '--nav-current'],
] as const;

describe('colour tokens', () => {
  it('the styles and components use colours only through the tokens', () => {
    expect(appCss).toContain('--accent-text:');
    expect(appCss).toContain('--accent-fill:');
    const css = sources(/\.css$/);
    expect(css.map((c) => c.file)).toEqual(
      expect.arrayContaining(['app/app.css', 'features/listings/listings.css']),
    );
    const code = sources(/\.tsx?$/);
    expect([...css, ...code].flatMap((s) => rawColours(s.file, s.text))).toEqual([]);
  });

  it('every token a stylesheet uses is defined (a removed or misspelt one would silently draw nothing)', () => {
    const defined = new Set(
      sources(/\.css$/).flatMap((s) => [...s.text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])),
    );
    const unknown = sources(/\.css$/).flatMap((s) =>
      [...s.text.matchAll(/var\((--[\w-]+)/g)]
        .filter((m) => !defined.has(m[1]))
        .map((m) => `${s.file}: ${m[1]}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every colour token has a light and a dark value', () => {
    const all = tokens(appCss);
    expect(all.size).toBeGreaterThan(20);
    expect([...all].filter(([, v]) => v === null).map(([name]) => name)).toEqual([]);
  });

  it('text meets 4.5:1 on the background it sits on, in the light theme and in the dark one', () => {
    const all = tokens(appCss);
    const low = (['light', 'dark'] as const).flatMap((theme) =>
      TEXT_ON.map(([fg, bg]) => ({
        theme,
        fg,
        bg,
        ratio: contrast(all.get(fg)![theme], all.get(bg)![theme]),
      }))
        .filter((p) => p.ratio < 4.5)
        .map((p) => `${p.theme}: ${p.fg} on ${p.bg} is ${p.ratio.toFixed(2)}:1`),
    );
    expect(low).toEqual([]);
  });

  it('names a colour written outside the tokens, and allows it inside them', () => {
    const css =
      ':root {\n  --ink: #102030;\n}\n.x {\n  color: var(--ink);\n  border: 1px solid #abc;\n  background: rgb(1, 2, 3);\n}';
    expect(rawColours('x.css', css)).toEqual(['x.css: #abc', 'x.css: rgb(1, 2, 3)']);
  });

  it('measures contrast as WCAG does, and reads a token pair', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(tokens(':root {\n  --a: light-dark(#000000, #ffffff);\n  --b: #123456;\n}')).toEqual(
      new Map([
        ['--a', { light: '#000000', dark: '#ffffff' }],
        ['--b', null],
      ]),
    );
  });
});
