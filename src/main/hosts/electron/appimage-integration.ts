import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An AppImage installs nothing: its desktop entry (with `MimeType=text/csv`) stays inside the image, so without
 * this no "Open with" menu lists Stockroom. Started from an AppImage (the runtime sets APPIMAGE to its path), the app
 * writes a desktop entry of its own to the user's applications folder, pointing at wherever the AppImage now is,
 * and refreshes the MIME cache. It offers Stockroom for CSV files; it never makes it the default (a person's
 * spreadsheet stays theirs).
 */
export const APPIMAGE_DESKTOP_FILE = 'stockroom-appimage.desktop';

export interface AppImageIntegration {
  env: NodeJS.ProcessEnv;
  /** The app's icon (inside the asar): copied out, since the AppImage's own mount is gone once it quits. */
  iconPath: string;
  /** Runs a program, best effort (update-desktop-database); failures are the caller's to log. */
  run: (command: string, args: string[]) => void;
}

/** Returns the desktop entry written, or null when not an AppImage or already up to date. */
export function registerAppImage({ env, iconPath, run }: AppImageIntegration): string | null {
  const appImage = env.APPIMAGE;
  if (!appImage) return null;
  const dataHome = env.XDG_DATA_HOME || (env.HOME ? join(env.HOME, '.local/share') : null);
  if (!dataHome) return null;
  const applications = join(dataHome, 'applications');
  const icon = join(dataHome, 'icons/hicolor/512x512/apps/stockroom-appimage.png');
  const file = join(applications, APPIMAGE_DESKTOP_FILE);
  const entry = desktopEntry(appImage, icon);
  if (existsSync(file) && readFileSync(file, 'utf8') === entry) return null;
  mkdirSync(applications, { recursive: true });
  mkdirSync(join(icon, '..'), { recursive: true });
  if (existsSync(iconPath)) copyFileSync(iconPath, icon);
  writeFileSync(`${file}.tmp`, entry, { mode: 0o644 });
  renameSync(`${file}.tmp`, file);
  run('update-desktop-database', [applications]);
  return file;
}

function desktopEntry(appImage: string, icon: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Stockroom',
    'Comment=Orders, bulk listings and affiliate feeds for marketplace sellers',
    // %U: file URLs, which the app turns back into paths (single-instance.ts).
    `Exec=${execQuote(appImage)} %U`,
    `Icon=${icon}`,
    'Terminal=false',
    'Categories=Office;',
    'MimeType=text/csv;',
    'StartupWMClass=stockroom',
    '',
  ].join('\n');
}

/** The desktop entry spec's quoting for an Exec argument: double quotes, `"` `` ` `` `$` `\` escaped, `%` doubled. */
export function execQuote(arg: string): string {
  return `"${arg.replace(/["`$\\]/g, (c) => `\\${c}`).replaceAll('%', '%%')}"`;
}
