import { existsSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';

/** The code cache's folder inside the data folder. */
export const CODE_CACHE_DIR = join('cache', 'code');

/**
 * Turns on Node's on-disk code cache for the modules loaded from now on, on this thread and on the threads started
 * after (they inherit NODE_COMPILE_CACHE). A launch then reads the compiled code of the app's bundles and libraries
 * (fastify, zod, faker: hundreds of files over three threads) instead of compiling it again: docs/PERFORMANCE.md.
 *
 * The cache sits in the data folder, the person's own (0700), never in a shared temporary folder, where another
 * account could leave compiled code for this one to run. Only a folder that exists already: a mistyped --data-dir
 * is not created here before the app says what is wrong with it. Answers the cache's folder, if it is on.
 */
export function enableCodeCache(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE !== undefined || !existsSync(dataDir)) return undefined;
  const { directory } = module.enableCompileCache(join(dataDir, CODE_CACHE_DIR));
  if (directory !== undefined) env.NODE_COMPILE_CACHE = directory;
  return directory;
}
