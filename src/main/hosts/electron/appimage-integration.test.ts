import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APPIMAGE_DESKTOP_FILE, execQuote, registerAppImage } from './appimage-integration.ts';

let made: string | undefined;
afterEach(() => {
  // A test that needs no folder made none, whatever order the suite runs in.
  if (made !== undefined) rmSync(made, { recursive: true, force: true });
  made = undefined;
});

function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'stockroom-appimage-'));
  made = root;
  const icon = join(root, 'icon.png');
  writeFileSync(icon, 'png');
  const ran: string[][] = [];
  return { root, icon, ran, run: (command: string, args: string[]) => void ran.push([command, ...args]) };
}

describe('the AppImage offers itself for .csv files', () => {
  it('writes a desktop entry for CSV pointing at the AppImage, and refreshes the MIME cache', () => {
    const { root, icon, ran, run } = setUp();
    const appImage = join(root, 'Apps', 'Stockroom 0.1.0.AppImage');
    const env = { APPIMAGE: appImage, HOME: join(root, 'home') };
    const file = registerAppImage({ env, iconPath: icon, run });
    expect(file).toBe(join(root, 'home/.local/share/applications', APPIMAGE_DESKTOP_FILE));
    const entry = readFileSync(file!, 'utf8');
    expect(entry).toContain(`Exec="${appImage}" %U\n`);
    expect(entry).toContain('MimeType=text/csv;\n');
    expect(entry).not.toMatch(/no-sandbox/);
    expect(readFileSync(entry.match(/^Icon=(.*)$/m)![1]!, 'utf8')).toBe('png');
    expect(ran).toEqual([['update-desktop-database', join(root, 'home/.local/share/applications')]]);

    // The next start changes nothing; a moved AppImage is followed.
    expect(registerAppImage({ env, iconPath: icon, run })).toBeNull();
    const moved = { ...env, APPIMAGE: join(root, 'Downloads', 'Stockroom.AppImage') };
    expect(registerAppImage({ env: moved, iconPath: icon, run })).toBe(file);
    expect(readFileSync(file!, 'utf8')).toContain(
      `Exec="${join(root, 'Downloads', 'Stockroom.AppImage')}" %U`,
    );
  });

  it('uses XDG_DATA_HOME when set, and does nothing outside an AppImage', () => {
    const { root, icon, run } = setUp();
    const env = { APPIMAGE: '/a/S.AppImage', XDG_DATA_HOME: join(root, 'data'), HOME: join(root, 'home') };
    expect(registerAppImage({ env, iconPath: icon, run })).toBe(
      join(root, 'data/applications', APPIMAGE_DESKTOP_FILE),
    );
    expect(registerAppImage({ env: { HOME: join(root, 'home') }, iconPath: icon, run })).toBeNull();
  });

  it('quotes the path as the desktop entry spec says', () => {
    expect(execQuote('/home/s/My "Apps"/100% $HOME`x`\\.AppImage')).toBe(
      '"/home/s/My \\"Apps\\"/100%% \\$HOME\\`x\\`\\\\.AppImage"',
    );
  });
});
