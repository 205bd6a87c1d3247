import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read as text: vitest hands a test no stylesheet's content through an import.
const appCss = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
const listingsCss = readFileSync(new URL('../features/listings/listings.css', import.meta.url), 'utf8');

/**
 * Colours only through the tokens of app.css's `:root` (so a theme changes them in one place): any colour written
 * as a literal outside that block is named, with the file.
 */
function rawColours(file: string, css: string): string[] {
  const root = /:root\s*\{[^}]*\}/.exec(css)?.[0] ?? '';
  const rest = css.replace(root, '');
  return [...rest.matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)/g)].map((m) => `${file}: ${m[0]}`);
}

describe('colour tokens', () => {
  it('the styles use colours only through the tokens', () => {
    expect(appCss).toContain('--accent:');
    expect([...rawColours('app.css', appCss), ...rawColours('listings.css', listingsCss)]).toEqual([]);
  });

  it('names a colour written outside the tokens, and allows it inside them', () => {
    const css =
      ':root {\n  --ink: #102030;\n}\n.x {\n  color: var(--ink);\n  border: 1px solid #abc;\n  background: rgb(1, 2, 3);\n}';
    expect(rawColours('x.css', css)).toEqual(['x.css: #abc', 'x.css: rgb(1, 2, 3)']);
  });
});
