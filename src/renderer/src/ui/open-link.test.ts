import { describe, expect, it } from 'vitest';
import { openLink } from './open-link.ts';

describe('openLink', () => {
  it('opens a new tab in the web host and cuts its way back to this page', async () => {
    const tab = { opener: 'this page' as unknown };
    const opened: string[] = [];
    const notice = await openLink(
      'https://shop.example/p/1?affid=a',
      'web',
      () => Promise.reject(new Error()),
      (u) => {
        opened.push(u);
        return tab;
      },
    );
    expect(notice).toBe('Opened in a new tab.');
    expect(opened).toEqual(['https://shop.example/p/1?affid=a']);
    expect(tab.opener).toBeNull();
  });

  it('says so when the browser blocks the tab', async () => {
    expect(
      await openLink(
        'https://shop.example/p/1',
        'web',
        () => Promise.resolve(),
        () => null,
      ),
    ).toBe('The browser blocked the new tab: allow pop-ups for Stockroom, or copy the link instead.');
  });

  it('hands the link to the backend in the desktop app, and refuses anything but https', async () => {
    const asked: string[] = [];
    const external = ({ url }: { url: string }) => Promise.resolve(void asked.push(url));
    expect(await openLink('https://shop.example/p/1', 'electron', external, () => null)).toBe(
      'Opened in your browser.',
    );
    expect(await openLink('javascript:alert(1)', 'web', external, () => ({ opener: null }))).toBe(
      'Only https links open in the browser.',
    );
    expect(asked).toEqual(['https://shop.example/p/1']);
  });
});
