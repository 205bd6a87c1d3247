// The web host's first module (`node out/main/web-host.js`): Node's code cache is turned on before the app's own
// modules load, so that they are read compiled (code-cache.ts). Nothing else may be imported above it.
import { enableCodeCache } from '../code-cache.ts';
import { dataDirFromArgs, DATA_DIR_ENV, defaultDataDir } from '../../storage/data-dir.ts';

enableCodeCache(dataDirFromArgs(process.argv) ?? (process.env[DATA_DIR_ENV] || defaultDataDir()));
await import('./cli.ts');
