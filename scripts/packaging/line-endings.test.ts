import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * ci.yml runs `prettier --check .` on windows-latest, whose Git checks text out with CRLF (core.autocrlf=true)
 * unless the repository says otherwise. A Windows checkout is made here with Git's own conversion.
 */
const root = join(import.meta.dirname, '../..');
const git = (args: string[], input?: string) =>
  execFileSync('git', ['-c', 'core.autocrlf=true', ...args], { cwd: root, encoding: 'utf8', input });

describe('line endings on a Windows checkout', () => {
  it('every text file is checked out with LF, whatever core.autocrlf says', () => {
    const rows = git(['ls-files', '--eol']).trim().split('\n');
    const text = rows.filter((row) => row.startsWith('i/lf'));
    expect(text.length).toBeGreaterThan(100);
    expect(text.filter((row) => !/\battr\/text=auto eol=lf\b/.test(row))).toEqual([]);
  });

  it.each(['package.json', 'src/main/index.ts', '.github/workflows/ci.yml', 'README.md'])(
    '%s as Git for Windows writes it has no CR, and Prettier accepts it',
    async (path) => {
      const checkedOut = git(['cat-file', '--filters', `HEAD:${path}`]);
      expect(checkedOut).not.toContain('\r');
      if (!path.endsWith('.md')) {
        const options = { ...(await resolveConfig(join(root, path))), filepath: join(root, path) };
        expect(await check(checkedOut, options)).toBe(true);
      }
    },
  );

  it('Prettier itself insists on LF', () => {
    expect(JSON.parse(readFileSync(join(root, '.prettierrc.json'), 'utf8')).endOfLine).toBe('lf');
  });
});
