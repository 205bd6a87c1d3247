import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFeedPage } from '../../../shared/marketplace/affiliate-formats.ts';
import { nextUrlAhead } from './next-url-ahead.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../fixtures/affiliate-real/${name}`, import.meta.url), 'utf8');

describe('nextUrlAhead', () => {
  it('reads the real service’s pages as their parse does, from the head alone', () => {
    for (const name of [
      'feed_v110_page_2018.json',
      'feed_v110_page_2020.json',
      'feed_v110_last_page_handmade.json',
      'feed_v010_page_2016.json',
      'feed_v010_empty_page_2015.json',
    ]) {
      const text = fixture(name);
      expect(nextUrlAhead(text.slice(0, 4096), 'json'), name).toBe(parseFeedPage(text, 'json').nextUrl);
    }
  });

  it('reads an XML page’s first element, its entities decoded', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><ProductFeedV1 xmlns="http://x.invalid/1.0">' +
      '<nextUrl>https://h.invalid/c/k2.xml?expiresAt=9&amp;sig=ab</nextUrl><validTill>9</validTill>';
    expect(nextUrlAhead(xml, 'xml')).toBe('https://h.invalid/c/k2.xml?expiresAt=9&sig=ab');
    expect(nextUrlAhead('<ProductFeedV1><nextUrl></nextUrl><products/></ProductFeedV1>', 'xml')).toBeNull();
  });

  it('says nothing when nextUrl is not the first member, or the head is not a page', () => {
    expect(nextUrlAhead('{"validTill":9,"nextUrl":"https://h.invalid/k2.json"}', 'json')).toBeUndefined();
    expect(nextUrlAhead('{"nextUrl":"https://h.invalid/k2.js', 'json')).toBeUndefined();
    expect(
      nextUrlAhead('<ProductFeedV1><validTill>9</validTill><nextUrl>u</nextUrl>', 'xml'),
    ).toBeUndefined();
    expect(nextUrlAhead('<ProductFeedV1><nextUrl>a &bogus; b</nextUrl>', 'xml')).toBeUndefined();
    expect(nextUrlAhead('<html><body>502</body></html>', 'json')).toBeUndefined();
  });
});
