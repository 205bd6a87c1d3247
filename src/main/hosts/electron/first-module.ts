// The desktop app's first module (out/main/index.js): Node's code cache is turned on in the data folder before the
// app's own modules load (src/main/index.ts), so that they are read compiled (../code-cache.ts). Nothing else may be
// imported here but what finds that folder.
import electron from 'electron';
import { enableCodeCache } from '../code-cache.ts';
import { DATA_DIR_ENV, dataDirFromArgs } from '../../storage/data-dir.ts';

enableCodeCache(
  dataDirFromArgs(process.argv) ?? (process.env[DATA_DIR_ENV] || electron.app.getPath('userData')),
);
await import('../../index.ts');
