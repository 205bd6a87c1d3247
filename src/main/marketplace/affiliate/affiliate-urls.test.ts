import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { setBackendLanguage } from '../../i18n/backend-language.ts';
import { affiliateLink, deltaUrl, feedFormatOf, withInStock } from './affiliate-urls.ts';

const SIGNED =
  'https://affiliate-api.example.net/affiliate/1.0/deltaFeeds/keshav/category/reh.json?expiresAt=1459959717790&sig=79ae%2F396a+3350';

describe('deltaUrl', () => {
  it('inserts /fromVersion/<v> before the suffix and leaves the signed query byte for byte', () => {
    expect(deltaUrl(SIGNED, 7)).toBe(
      'https://affiliate-api.example.net/affiliate/1.0/deltaFeeds/keshav/category/reh/fromVersion/7.json?expiresAt=1459959717790&sig=79ae%2F396a+3350',
    );
  });

  it('works for xml and for URLs without a query', () => {
    expect(deltaUrl('https://h/affiliate/deltaFeeds/t/category/j9e-abm.xml', 0)).toBe(
      'https://h/affiliate/deltaFeeds/t/category/j9e-abm/fromVersion/0.xml',
    );
  });

  it('does not mistake a .json inside the query for the suffix', () => {
    expect(deltaUrl('https://h/a/category/c.xml?next=x.json&sig=1', 3)).toBe(
      'https://h/a/category/c/fromVersion/3.xml?next=x.json&sig=1',
    );
  });

  it('refuses links without a format suffix and bad versions', () => {
    expect(() => deltaUrl('https://h/a/category/c?sig=1', 1)).toThrow(AppError);
    expect(() => deltaUrl(SIGNED, -1)).toThrow(AppError);
    expect(() => deltaUrl(SIGNED, 1.5)).toThrow(AppError);
  });

  it('says why in the language the screens speak, Hindi here', () => {
    setBackendLanguage('hi');
    try {
      expect(() => deltaUrl('https://h/a/category/c?sig=1', 1)).toThrow(
        'डेल्टा फ़ीड का लिंक .json या .xml पर ख़त्म नहीं होता, इसलिए Stockroom उससे डेल्टा लिंक नहीं बना सकता।',
      );
      expect(() => deltaUrl(SIGNED, -1)).toThrow('डेल्टा फ़ीड के लिए कैटेगरी का वर्ज़न');
      expect(() => affiliateLink('javascript:alert(1)', 't1')).toThrow('प्रोडक्ट का लिंक वेब पता नहीं है।');
      expect(() => affiliateLink('not a link', 't1')).toThrow('प्रोडक्ट का लिंक सही वेब पता नहीं है।');
    } finally {
      setBackendLanguage('en');
    }
  });
});

describe('feed URL helpers', () => {
  it('reads the format from the path, not the query', () => {
    expect(feedFormatOf(SIGNED)).toBe('json');
    expect(feedFormatOf('https://h/x/c/cursor.XML?sig=a.json')).toBe('xml');
    expect(feedFormatOf('https://h/x/c?f=a.json')).toBeUndefined();
  });

  it('appends inStock outside the signature, once', () => {
    expect(withInStock(SIGNED)).toBe(`${SIGNED}&inStock=true`);
    expect(withInStock('https://h/c.json')).toBe('https://h/c.json?inStock=true');
    const already = 'https://h/c/cur.json?expiresAt=1&sig=2&inStock=true';
    expect(withInStock(already)).toBe(already);
  });

  it('puts the tracking id on product links as affid, replacing an old one', () => {
    expect(affiliateLink('https://dl.example.com/dl/x/p/itm1?pid=ABC', 'me')).toBe(
      'https://dl.example.com/dl/x/p/itm1?pid=ABC&affid=me',
    );
    expect(affiliateLink('https://dl.example.com/p?pid=ABC&affid=someone', 'me')).toBe(
      'https://dl.example.com/p?pid=ABC&affid=me',
    );
  });

  it('leaves the other parameters, their order, encoding and the fragment as they were', () => {
    expect(
      affiliateLink('https://dl.example.com/p/itm1?q=a+b%20c&pid=X&srno=s_1_1&affid=old#reviews', 'my id'),
    ).toBe('https://dl.example.com/p/itm1?q=a+b%20c&pid=X&srno=s_1_1&affid=my%20id#reviews');
    expect(affiliateLink('https://dl.example.com/p/itm1', 't1')).toBe(
      'https://dl.example.com/p/itm1?affid=t1',
    );
    expect(() => affiliateLink('javascript:alert(1)', 't1')).toThrow('not a web address');
  });

  it('adds the sub-ids as affExtParam1 and affExtParam2, replacing old ones, keeping every other parameter', () => {
    expect(
      affiliateLink('https://dl.example.com/p/itm1?pid=X&affExtParam1=old&srno=s_1#top', 'me', {
        subId1: 'insta',
        subId2: 'post 42',
      }),
    ).toBe(
      'https://dl.example.com/p/itm1?pid=X&srno=s_1&affid=me&affExtParam1=insta&affExtParam2=post%2042#top',
    );
    // An empty sub-id is left out, and an old one of that name stays as it came.
    expect(
      affiliateLink('https://dl.example.com/p?pid=X&affExtParam2=keep', 'me', { subId1: 'a', subId2: '' }),
    ).toBe('https://dl.example.com/p?pid=X&affExtParam2=keep&affid=me&affExtParam1=a');
  });
});
