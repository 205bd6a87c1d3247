import { validateWorkflow } from '@action-validator/core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import packagedConfig from '../../playwright.packaged.config.ts';
import testsConfig from '../../playwright.config.ts';

/** The two GitHub workflows cannot run here; their schema and what they promise are checked instead. */
const root = join(import.meta.dirname, '../..');
const source = (name: string) => readFileSync(join(root, '.github/workflows', name), 'utf8');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
}
interface Workflow {
  on: Record<string, { tags?: string[] } | null>;
  jobs: Record<
    string,
    { strategy?: { matrix: { include: { os: string }[] } }; steps: Step[]; needs?: string }
  >;
}
const workflow = (name: string) => parse(source(name)) as Workflow;
const runs = (steps: Step[]) => steps.flatMap((s) => (s.run ? [s.run] : []));

describe('GitHub workflows', () => {
  it.each(['ci.yml', 'release.yml'])('%s passes the workflow schema (action-validator)', (name) => {
    expect(validateWorkflow(source(name)).errors).toEqual([]);
  });

  it('the schema check catches a broken workflow, naming the place', () => {
    const broken = 'name: x\non: pushh\njobs:\n  a:\n    steps:\n      - run: echo\n';
    const paths = validateWorkflow(broken).errors.map((e) => ('path' in e ? e.path : ''));
    expect(paths).toEqual(expect.arrayContaining(['/jobs/a', '/on']));
  });

  it('CI runs npm ci and npm test on push, on Ubuntu, Windows and macOS', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toContain('push');
    const job = ci.jobs.test!;
    expect(job.strategy?.matrix.include.map((m) => m.os)).toEqual([
      'ubuntu-latest',
      'windows-latest',
      'macos-latest',
    ]);
    expect(runs(job.steps)).toEqual(expect.arrayContaining([expect.stringMatching(/^npm ci\b/), 'npm test']));
  });

  it('a version tag builds the installers on each OS, smoke-tests each installed app, and drafts a release', () => {
    const release = workflow('release.yml');
    expect(release.on.push?.tags).toEqual(['v*.*.*']);
    const job = release.jobs.installers!;
    expect(job.strategy?.matrix.include.map((m) => m.os)).toEqual([
      'ubuntu-24.04',
      'windows-latest',
      'macos-latest',
    ]);
    const commands = runs(job.steps).join('\n');
    expect(commands).toMatch(/npm run dist -- \$\{\{ matrix\.builder-args \}\}/);
    expect(commands).toMatch(
      /xvfb-run --auto-servernum npx playwright test --config playwright\.packaged\.config\.ts/,
    );
    expect(commands).toContain('scripts/packaging/smoke-copy.ts --in-place');
    expect(job.steps.some((s) => s.uses?.startsWith('actions/upload-artifact@'))).toBe(true);
    expect(release.jobs['draft-release']?.needs).toBe('installers');
    expect(runs(release.jobs['draft-release']!.steps).join('\n')).toMatch(/gh release create .* --draft/);
  });

  it('the files the workflows run exist, and the smoke journey is kept out of npm test', () => {
    for (const file of [
      'playwright.packaged.config.ts',
      'scripts/packaging/smoke-copy.ts',
      'scripts/packaging/dist.ts',
      'scripts/packaging/check-tag.ts',
      'scripts/packaging/shipped-fuses.ts',
    ])
      expect(existsSync(join(root, file)), file).toBe(true);
    expect(packagedConfig.testDir).toBe('e2e-packaged');
    expect(existsSync(join(root, 'e2e-packaged/smoke.spec.ts'))).toBe(true);
    expect(testsConfig.testDir).toBe('e2e');
  });
});
