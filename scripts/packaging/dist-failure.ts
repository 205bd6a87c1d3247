/** Network failures, as Node names them. */
const NETWORK = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH)\b/;
/** Signing and notarisation talk to servers too (timestamping, Apple's notary): their failures are their own. */
const SIGNING = /notar|codesign|signtool|osslsigncode|timestamp|CSC_LINK|certificate|\.p12\b|keychain/i;
/** electron-builder's downloads: Electron's zip and its packaging tools, from GitHub. */
const DOWNLOAD = /download|electron-builder-binaries|github\.com\/electron\/electron\/releases|electron-v\d/i;

/**
 * One sentence to add when `npm run dist` fails, or null. electron-builder's own output is always shown as well:
 * the sentence explains, it never replaces. Offline is said only when the failure is a download's.
 */
export function explainDistFailure(output: string): string | null {
  const code = NETWORK.exec(output)?.[0];
  if (SIGNING.test(output))
    return (
      'Signing or notarisation failed (see electron-builder’s error above): check the certificate and its ' +
      'password (MAC_CSC_*, WIN_CSC_*), the APPLE_* credentials, and that the signing servers answer.'
    );
  if (code && DOWNLOAD.test(output))
    return (
      `npm run dist needs internet: electron-builder downloads Electron and its packaging tools, and they could not ` +
      `be downloaded here (${code}). \`npm run pack:dir\` packages the app against a stand-in Electron instead, to ` +
      'look inside it; the installers are built by the release workflow.'
    );
  return null;
}
