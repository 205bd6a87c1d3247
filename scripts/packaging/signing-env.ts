/**
 * The environment electron-builder gets in `npm run dist`. The release workflow hands over every signing secret
 * under a per-OS name (MAC_CSC_*, WIN_CSC_*); an unset secret arrives as an empty string. electron-builder treats an
 * empty CSC_LINK as set (macOS then skips its unsigned fallback) and falls back to CSC_LINK on Windows (signing an
 * .exe with the Apple .p12). So each OS gets only its own, non-empty secrets under electron-builder's names.
 */
/** What a Mac release needs: a Developer ID certificate and Apple's notary credentials. */
const MAC_RELEASE = [
  'MAC_CSC_LINK',
  'MAC_CSC_KEY_PASSWORD',
  'APPLE_ID',
  'APPLE_APP_SPECIFIC_PASSWORD',
  'APPLE_TEAM_ID',
] as const;
const SIGNING = [
  'CSC_LINK',
  'CSC_KEY_PASSWORD',
  'CSC_IDENTITY_AUTO_DISCOVERY',
  'WIN_CSC_LINK',
  'WIN_CSC_KEY_PASSWORD',
  ...MAC_RELEASE,
] as const;

export function signingEnv(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  for (const name of SIGNING) delete out[name];
  const given = (name: string) => (env[name] ? env[name] : undefined);
  const set = (name: string, value: string | undefined) => {
    if (value) out[name] = value;
  };
  if (platform === 'darwin') {
    const link = given('MAC_CSC_LINK');
    set('CSC_LINK', link);
    if (link) set('CSC_KEY_PASSWORD', given('MAC_CSC_KEY_PASSWORD'));
    // Without a certificate: no keychain search, an unsigned (ad-hoc) build.
    else out.CSC_IDENTITY_AUTO_DISCOVERY = 'false';
    // Notarisation needs all three, and a signed app.
    const apple = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'] as const;
    if (link && apple.every((name) => given(name))) for (const name of apple) set(name, given(name));
  } else if (platform === 'win32') {
    const link = given('WIN_CSC_LINK');
    set('WIN_CSC_LINK', link);
    if (link) set('WIN_CSC_KEY_PASSWORD', given('WIN_CSC_KEY_PASSWORD'));
  }
  return out;
}

/**
 * A Mac build is released signed and notarised, or not at all: Squirrel.Mac installs an update only into a signed
 * app (an unsigned one downloads updates and silently never installs them), and Gatekeeper blocks an unsigned
 * app's first launch. So a tag without the secrets stops the macOS job with this sentence, or null when all are set.
 */
export function macReleaseRefused(env: NodeJS.ProcessEnv): string | null {
  const missing = MAC_RELEASE.filter((name) => !env[name]);
  if (missing.length === 0) return null;
  return (
    `The Mac build is not released unsigned: set the repository secrets ${missing.join(', ')}. ` +
    'Without them the app could never install an update (Squirrel.Mac refuses unsigned apps) and Gatekeeper ' +
    'would block its first launch.'
  );
}

if (import.meta.main) {
  const refused = macReleaseRefused(process.env);
  if (refused) {
    console.error(refused);
    process.exit(1);
  }
  console.log('The Mac build will be signed and notarised.');
}
