import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The release workflow's first check: the tag (`v1.2.3`) must name package.json's version, since the installers,
 * the update feed (latest*.yml) and About all read the version from package.json, not from the tag.
 */
export function tagMismatch(tag: string, version: string): string | null {
  if (tag === `v${version}`) return null;
  return `The tag ${tag} does not match package.json's version ${version}: tag v${version}, or set the version to ${tag.replace(/^v/, '')} first.`;
}

if (import.meta.main) {
  const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
    version: string;
  };
  const problem = tagMismatch(process.argv[2] ?? '', version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`The tag names version ${version}.`);
}
