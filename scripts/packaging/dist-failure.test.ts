import { describe, expect, it } from 'vitest';
import { explainDistFailure } from './dist-failure.ts';

describe('what npm run dist says when electron-builder fails', () => {
  it('an offline download is said to need internet', () => {
    const stderr =
      '  ⨯ Get "https://github.com/electron/electron/releases/download/v45.4.1/electron-v45.4.1-linux-x64.zip": dial tcp: lookup github.com: getaddrinfo ENOTFOUND github.com';
    expect(explainDistFailure(stderr)).toMatch(/^npm run dist needs internet: .*\(ENOTFOUND\)/);
  });

  it('a notarisation cut off mid-way is a notarisation failure, not "needs internet"', () => {
    const stderr =
      '  • notarizing app=dist/mac-arm64/Stockroom.app\n  ⨯ Failed to notarize via notarytool: Error: read ECONNRESET\n    at TLSWrap.onStreamRead';
    const sentence = explainDistFailure(stderr);
    expect(sentence).toMatch(/^Signing or notarisation failed/);
    expect(sentence).not.toMatch(/needs internet/);
  });

  it('a Windows signing timestamp server resetting is a signing failure', () => {
    expect(
      explainDistFailure('  ⨯ signtool.exe failed: The timestamp server could not be reached ECONNRESET'),
    ).toMatch(/^Signing or notarisation failed/);
  });

  it('any other failure adds nothing: electron-builder’s own error stands alone', () => {
    expect(explainDistFailure('  ⨯ Please specify project homepage')).toBeNull();
  });
});
