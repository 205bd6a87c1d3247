import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The draft job's check of what it is about to release: every file each update feed (latest*.yml, and a
 * pre-release's beta*.yml / alpha*.yml) names is there, with the size and sha512 electron-builder wrote, as
 * electron-updater will check them on people's machines. This is the artifact integrity check
 * (download-artifact's own digest check is set to warn: it fails on matching hashes, actions/download-artifact#458).
 */
interface FeedFile {
  url: string;
  sha512: string;
  size?: number;
}

export function feedProblems(folder: string): string[] {
  const feeds = readdirSync(folder).filter((f) => /^(latest|beta|alpha)(-[a-z0-9-]+)?\.yml$/.test(f));
  if (feeds.length === 0) return [`No update feed (latest*.yml) in ${folder}.`];
  const problems: string[] = [];
  for (const feed of feeds) {
    const files = (parse(readFileSync(join(folder, feed), 'utf8')) as { files?: FeedFile[] }).files ?? [];
    if (files.length === 0) problems.push(`${feed} lists no files.`);
    for (const file of files) {
      const path = join(folder, file.url);
      if (!existsSync(path)) {
        problems.push(`${feed} names ${file.url}, which is not among the files to release.`);
        continue;
      }
      if (file.size !== undefined && statSync(path).size !== file.size)
        problems.push(`${file.url} is ${statSync(path).size} bytes; ${feed} says ${file.size}.`);
      else if (createHash('sha512').update(readFileSync(path)).digest('base64') !== file.sha512)
        problems.push(`${file.url} does not have the sha512 ${feed} gives: it changed on the way.`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = feedProblems(process.argv[2] ?? 'installers');
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Every file the update feeds name is here, unchanged.');
}
