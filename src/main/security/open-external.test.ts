import { describe, expect, it } from 'vitest';
import { openExternalUrl, safeExternalUrl } from './open-external.ts';

describe('openExternalUrl', () => {
  const hostile = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' https://example.com',
    'file:///etc/passwd',
    'http://example.com',
    'ms-settings:',
    'vscode://file/etc',
    'smb://server/share',
    '\\\\server\\share\\file.exe',
    '//evil.example/path',
    'https://user:pass@example.com/',
    'https:\\\\evil.example',
    'https://',
    'data:text/html,<script>alert(1)</script>',
    '',
  ];

  it.each(hostile)('refuses %j and never calls the opener', async (value) => {
    const opened: string[] = [];
    await expect(openExternalUrl(value, async (url) => void opened.push(url))).rejects.toMatchObject({
      code: 'INSECURE_URL',
    });
    expect(opened).toEqual([]);
  });

  it('opens a well-formed https link, normalised by the URL parser', async () => {
    const opened: string[] = [];
    await openExternalUrl('https://Seller.Example.com/orders?id=1', async (url) => void opened.push(url));
    expect(opened).toEqual(['https://seller.example.com/orders?id=1']);
    expect(safeExternalUrl('https://example.com/a b')).toBeNull();
  });
});
