import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SETTINGS_DEFAULTS, type Settings, type SettingsStore } from '../storage/settings.ts';
import { redactText, redactValue } from './redact.ts';

/**
 * Help › Save diagnostics…: one text file a person can send with a problem. It holds the versions, the OS, the
 * settings and the log, and never a secret: sealed secrets are counted, not copied, secret-named keys are removed at
 * any depth, and every line goes through the same redaction as the log.
 */
export interface DiagnosticsInput {
  appVersion: string;
  versions: Partial<Record<'electron' | 'chrome' | 'node', string>>;
  platform: string;
  arch: string;
  dataDir: string;
  settings: SettingsStore;
  logFiles: string[];
  now: Date;
}

export function diagnosticsReport(input: DiagnosticsInput): string {
  const settings = Object.fromEntries(
    (Object.keys(SETTINGS_DEFAULTS) as (keyof Settings)[]).map((key) => [key, input.settings.get(key)]),
  ) as Record<string, unknown>;
  const sealed = Object.keys((settings.encryptedSecrets as Record<string, string> | undefined) ?? {}).length;
  delete settings.encryptedSecrets;
  const logs = input.logFiles.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      text = `(could not be read: ${(error as Error).message})\n`;
    }
    return [`--- ${basename(file)} ---`, redactText(text).trimEnd()];
  });
  return [
    `Stockroom diagnostics, ${input.now.toISOString()}`,
    '',
    '## Versions',
    `Stockroom ${input.appVersion}`,
    `Electron ${input.versions.electron ?? '?'}, Chrome ${input.versions.chrome ?? '?'}, Node ${input.versions.node ?? '?'}`,
    `OS ${input.platform} ${input.arch}`,
    `Data folder ${input.dataDir}`,
    '',
    '## Settings (secrets are never included)',
    JSON.stringify(redactValue(settings), null, 2),
    `Sealed secrets: ${sealed} (not included)`,
    '',
    '## Log',
    ...(logs.length > 0 ? logs : ['(empty)']),
    '',
  ].join('\n');
}
