import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A stand-in for fpm (electron-builder's deb tool, downloaded from GitHub, which cannot be reached here): it takes
 * the arguments electron-builder gives fpm and builds the .deb with Debian's own dpkg-deb, mapping them as fpm does
 * (--name to Package, --url to Homepage, -d to Depends, --after-install to postinst, `from=to` to the files). What
 * electron-builder decides (the files, the desktop entry, the scripts, the resources) is then read from a real deb.
 */
const FIELDS: Record<string, string> = {
  '--name': 'Package',
  '--version': 'Version',
  '--architecture': 'Architecture',
  '--maintainer': 'Maintainer',
  '--vendor': 'Vendor',
  '--url': 'Homepage',
  '--license': 'License',
  '--deb-priority': 'Priority',
  '--category': 'Section',
};

export function fpmToDeb(args: string[]): void {
  const control: Record<string, string> = {};
  const depends: string[] = [];
  const recommends: string[] = [];
  const files: [string, string][] = [];
  let description = '';
  let postinst: string | undefined;
  let postrm: string | undefined;
  let output = '';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => args[++i]!;
    if (arg in FIELDS) control[FIELDS[arg]!] = value();
    else if (arg === '-d') depends.push(value());
    else if (arg === '--deb-recommends') recommends.push(value());
    else if (arg === '--description') description = value();
    else if (arg === '--after-install') postinst = value();
    else if (arg === '--after-remove') postrm = value();
    else if (arg === '--package') output = value();
    else if (['-s', '-t', '--deb-compression', '--log', '--iteration'].includes(arg)) value();
    else if (arg.startsWith('-')) continue;
    else if (arg.includes('=')) files.push(arg.split('=') as [string, string]);
    else throw new Error(`fpm stand-in: unexpected argument ${arg}`);
  }
  const root = mkdtempSync(join(tmpdir(), 'stockroom-fpm-'));
  try {
    for (const [from, to] of files) {
      const target = join(root, to);
      mkdirSync(dirname(target), { recursive: true });
      if (statSync(from).isDirectory())
        cpSync(from.replace(/\/$/, ''), target, { recursive: true, verbatimSymlinks: true });
      else copyFileSync(from, target);
    }
    mkdirSync(join(root, 'DEBIAN'));
    const [summary, ...rest] = description.split('\n');
    const lines = [
      ...Object.entries(control).map(([k, v]) => `${k}: ${v}`),
      ...(depends.length ? [`Depends: ${depends.join(', ')}`] : []),
      ...(recommends.length ? [`Recommends: ${recommends.join(', ')}`] : []),
      `Description: ${summary}`,
      ...rest.map((l) => (l.trim() === '' ? ' .' : ` ${l.trim()}`)),
    ];
    writeFileSync(join(root, 'DEBIAN/control'), `${lines.join('\n')}\n`);
    for (const [name, script] of [
      ['postinst', postinst],
      ['postrm', postrm],
    ] as const)
      if (script) {
        writeFileSync(join(root, 'DEBIAN', name), readFileSync(script));
        chmodSync(join(root, 'DEBIAN', name), 0o755);
      }
    execFileSync('dpkg-deb', ['--root-owner-group', '-Zgzip', '--build', root, output], { stdio: 'pipe' });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) fpmToDeb(process.argv.slice(2));
