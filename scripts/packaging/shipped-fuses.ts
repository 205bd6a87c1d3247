import { getCurrentFuseWire, FuseV1Options, type FuseV1Config } from '@electron/fuses';
import { resolve } from 'node:path';
import { FUSES } from './fuses.ts';
import { unpackedApps } from './unpacked-app.ts';

/**
 * The release workflow's read-back of the fuses in what it just packaged (every unpacked app in dist/, whatever
 * the OS's layout): each must be as fuses.ts sets it. Exits 1 with the differences otherwise.
 */
export async function fuseDifferences(dist: string): Promise<string[]> {
  const apps = unpackedApps(dist);
  if (apps.length === 0) return [`No unpacked app in ${dist}: electron-builder's dir target made none.`];
  const problems: string[] = [];
  for (const app of apps) {
    const wire = (await getCurrentFuseWire(app.fuseTarget(app.dir))) as unknown as Record<number, number>;
    for (const [key, wanted] of Object.entries(FUSES as FuseV1Config)) {
      if (key === 'version') continue;
      const option = Number(key) as FuseV1Options;
      // @electron/fuses reads a fuse as a character code: '1' enabled, '0' disabled.
      const enabled = String.fromCharCode(wire[option] ?? 0) === '1';
      if (enabled !== wanted)
        problems.push(
          `${app.dir}: ${FuseV1Options[option]} is ${enabled ? 'on' : 'off'}, should be ${wanted ? 'on' : 'off'}.`,
        );
    }
  }
  return problems;
}

if (import.meta.main) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const problems = await fuseDifferences(dist);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`The fuses in every unpacked app in ${dist} are as fuses.ts sets them.`);
}
