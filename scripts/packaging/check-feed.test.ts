import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { feedProblems } from './check-feed.ts';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A folder as the draft job downloads it: the Linux installers and latest-linux.yml naming both. */
function installers() {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-feed-'));
  dirs.push(dir);
  const files = { 'Stockroom-0.2.0.AppImage': 'appimage bytes', 'stockroom_0.2.0_amd64.deb': 'deb bytes' };
  const entries = Object.entries(files).map(([url, text]) => {
    writeFileSync(join(dir, url), text);
    const sha512 = createHash('sha512').update(text).digest('base64');
    return `  - url: ${url}\n    sha512: ${sha512}\n    size: ${text.length}\n`;
  });
  writeFileSync(join(dir, 'latest-linux.yml'), `version: 0.2.0\nfiles:\n${entries.join('')}`);
  return dir;
}

describe('the draft job checks what the update feeds name', () => {
  it('every file there, unchanged: nothing to say', () => {
    expect(feedProblems(installers())).toEqual([]);
  });

  it('a file changed on the way, one missing, no feed at all: each said', () => {
    const dir = installers();
    writeFileSync(join(dir, 'Stockroom-0.2.0.AppImage'), 'appimage BYTES');
    rmSync(join(dir, 'stockroom_0.2.0_amd64.deb'));
    expect(feedProblems(dir)).toEqual([
      'Stockroom-0.2.0.AppImage does not have the sha512 latest-linux.yml gives: it changed on the way.',
      'latest-linux.yml names stockroom_0.2.0_amd64.deb, which is not among the files to release.',
    ]);
    rmSync(join(dir, 'latest-linux.yml'));
    expect(feedProblems(dir)).toEqual([`No update feed (latest*.yml) in ${dir}.`]);
  });
});
