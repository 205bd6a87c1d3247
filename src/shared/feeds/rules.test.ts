import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../marketplace/address-rule.ts';
import { bestImage, isLoopbackHttp } from './rules.ts';

describe('bestImage', () => {
  it('picks the original first, then the largest size, https only', () => {
    const urls = {
      '200x200': 'https://img.example/200.jpg',
      '800x800': 'https://img.example/800.jpg',
      '400x400': 'https://img.example/400.jpg',
    };
    expect(bestImage(urls)).toBe('https://img.example/800.jpg');
    expect(bestImage({ ...urls, unknown: 'https://img.example/original.jpg' })).toBe(
      'https://img.example/original.jpg',
    );
    expect(
      bestImage({ '1600x1600': 'http://img.example/big.jpg', '100x100': 'https://img.example/s.jpg' }),
    ).toBe('https://img.example/s.jpg');
  });

  it('takes a label it cannot read as the smallest, and nothing when no link is https', () => {
    expect(bestImage({ thumb: 'https://img.example/t.jpg', '50x50': 'https://img.example/50.jpg' })).toBe(
      'https://img.example/50.jpg',
    );
    expect(bestImage({ thumb: 'https://img.example/t.jpg' })).toBe('https://img.example/t.jpg');
    expect(bestImage({ '200x200': 'http://img.example/200.jpg' })).toBeNull();
    expect(bestImage({})).toBeNull();
  });
});

describe('bestImage and this computer', () => {
  it('takes plain http only from this computer (the Demo simulator serves its own images)', () => {
    expect(bestImage({ '400x400': 'http://127.0.0.1:4100/images/400/400/mob/a.svg' })).toBe(
      'http://127.0.0.1:4100/images/400/400/mob/a.svg',
    );
    expect(bestImage({ '400x400': 'http://127.0.0.1.example/a.svg' })).toBeNull();
  });
});

describe('isLoopbackHttp', () => {
  it('answers as the URL parser reads the host, however the authority is dressed, and again from its memory', () => {
    const cases = [
      'http://127.0.0.1:4555/img/1.jpg',
      'http://localhost/a',
      'http://[::1]:80/a?b#c',
      'http://127.0.0.1@evil.example/a',
      'http://evil.example@127.0.0.1/a',
      'http://127.0.0.1\\evil.example/a',
      'http://127.0.0.1.evil.example/a',
      'http://127.0.0.1?x=evil.example',
      'http://127.0.0.1#evil.example',
      'http://127.0.0.1\t.evil.example/a',
      'http://evil.example/127.0.0.1',
      'http://[bad/a',
      'https://127.0.0.1/a',
    ];
    const parsed = (url: string): boolean => {
      if (!url.startsWith('http://')) return false;
      try {
        return isLoopbackHost(new URL(url).hostname);
      } catch {
        return false;
      }
    };
    for (const round of [1, 2])
      for (const url of cases) expect(isLoopbackHttp(url), `${url} (round ${round})`).toBe(parsed(url));
  });
});
