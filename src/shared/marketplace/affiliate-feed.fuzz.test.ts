import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dataOrCodedError,
  FUZZ_RUNS,
  fuzzParameters,
  jsonPaths,
  mutated,
  nastyChar,
  newFigures,
  recordFigures,
} from '../../main/testing/fuzz.test-support.ts';
import type { AppError } from '../errors.ts';
import { parseFeedPage } from './affiliate-formats.ts';
import type { FeedPage } from './affiliate-types.ts';
import { MAX_XML_DEPTH } from './xml-scanner.ts';

/**
 * The affiliate feed parsers under attack, JSON and XML (the XML scanner is hand-written, so it gets the most):
 * whatever arrives, the answer is a page or a SERVER error naming the place (a path, or a line and column), within a
 * second. The seeds are the real capture of a v1.1.0 page and the same page written as XML.
 */
const capture = readFileSync(
  new URL('../../../fixtures/affiliate-real/feed_v110_page_2018.json', import.meta.url),
  'utf8',
);
const SOAK = process.env.STOCKROOM_SOAK === '1';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON shape → the feed's XML: lists as repeated elements, `imageUrls` as `entry` maps (as the service writes them). */
function toXml(key: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => toXml(key, v)).join('');
  if (value === null || value === undefined) return `<${key}/>`;
  if (typeof value !== 'object') return `<${key}>${escapeXml(String(value))}</${key}>`;
  const entries = Object.entries(value as Record<string, unknown>);
  const inner =
    key === 'imageUrls'
      ? entries
          .map(([k, v]) => `<entry><key>${escapeXml(k)}</key><value>${escapeXml(String(v))}</value></entry>`)
          .join('')
      : entries.map(([k, v]) => toXml(k, v)).join('');
  return `<${key}>${inner}</${key}>`;
}
const XML_SEED = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><ns2:ProductFeedV1 xmlns:ns2="http://affiliate.example/ns">${Object.entries(
  JSON.parse(capture) as Record<string, unknown>,
)
  .map(([k, v]) => (k === 'products' ? `<products>${toXml('productInfoList', v)}</products>` : toXml(k, v)))
  .join('')}</ns2:ProductFeedV1>`;

/** The error names where: a path in its details and its sentence (the path may hold what the page sent). */
const namesPlace = (m: string, e: AppError) =>
  typeof e.details?.path === 'string' && e.details.path !== '' && m.includes(` at ${e.details.path}. `);
const parseXml = (text: string) => parseFeedPage(text, 'xml');
const parseJson = (text: string) => parseFeedPage(text, 'json');

describe('feed page parsers under attack', () => {
  it('reads the seeds whole: the same products from JSON and from XML', () => {
    const json = parseJson(capture);
    const xml = parseXml(XML_SEED);
    expect(json.products.length).toBeGreaterThan(0);
    expect(xml.products.map((p) => [p.productId, p.title, p.sellingPrice])).toEqual(
      json.products.map((p) => [p.productId, p.title, p.sellingPrice]),
    );
  });

  it('XML cut at every byte: each cut page is refused, naming its line and column', () => {
    const figures = newFigures();
    const end = XML_SEED.lastIndexOf('<');
    // Every byte in the soak run (the seed is about 12,000 characters); evenly spread cuts in npm test.
    const step = Math.max(1, Math.floor(end / FUZZ_RUNS));
    for (let cut = 0; cut < end; cut += step) {
      const outcome = dataOrCodedError(
        figures,
        () => parseXml(XML_SEED.slice(0, cut)),
        ['SERVER'],
        namesPlace,
      );
      expect(outcome, `cut at ${cut}`).toBeInstanceOf(Error);
    }
    expect(figures.refused).toBe(figures.cases);
    recordFigures(
      'XML feed page cut at every byte',
      'src/shared/marketplace/affiliate-feed.fuzz.test.ts',
      figures,
    );
  });

  it('XML mutated (inserted markup, entities, cuts, duplicates): a page or a coded error', () => {
    const figures = newFigures();
    fc.assert(
      fc.property(mutated(XML_SEED), (text) => {
        dataOrCodedError(figures, () => parseXml(text), ['SERVER'], namesPlace);
      }),
      fuzzParameters(),
    );
    recordFigures('XML feed page mutated', 'src/shared/marketplace/affiliate-feed.fuzz.test.ts', figures);
  });

  it('XML entity tricks inside a title: decoded, or refused with the place', () => {
    const entity = fc.oneof(
      fc.constantFrom(
        '&amp;',
        '&amp;amp;',
        '&lt;',
        '&#60;',
        '&#x3C;',
        '&#0;',
        '&#xD800;',
        '&#x110000;',
        '&#99999999999999999999;',
        '&#;',
        '&#x;',
        '&lt',
        '&',
        '&unknown;',
        '&lol9;',
        '&#38;#38;',
        ']]>',
        '<![CDATA[x]]>',
        '<!-- c -->',
        '<?pi x?>',
      ),
      fc.string({ unit: nastyChar, maxLength: 10 }).map((s) => `&${s};`),
    );
    const dtd = fc.constantFrom(
      '',
      '<!DOCTYPE r [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>',
      '<!DOCTYPE r SYSTEM "file:///etc/passwd">',
    );
    const figures = newFigures();
    const at = XML_SEED.indexOf('<title>') + '<title>'.length;
    const rootAt = XML_SEED.indexOf('?>') + 2;
    fc.assert(
      fc.property(fc.array(entity, { minLength: 1, maxLength: 6 }), dtd, (parts, doctype) => {
        const text =
          XML_SEED.slice(0, rootAt) +
          doctype +
          XML_SEED.slice(rootAt, at) +
          parts.join('') +
          XML_SEED.slice(at);
        const outcome = dataOrCodedError(figures, () => parseXml(text), ['SERVER'], namesPlace);
        // Nothing is ever expanded from a DTD: a page with an internal subset is refused.
        if (doctype.includes('[')) expect(outcome).toBeInstanceOf(Error);
      }),
      fuzzParameters(),
    );
    recordFigures('XML entity tricks', 'src/shared/marketplace/affiliate-feed.fuzz.test.ts', figures);
  });

  it('XML nested deeply: no stack overflow, a coded error or data', () => {
    const figures = newFigures();
    const nested = (depth: number, inProducts: boolean) => {
      const open = '<a>'.repeat(depth);
      const close = '</a>'.repeat(depth);
      const at = inProducts ? XML_SEED.indexOf('<productBaseInfoV1>') : XML_SEED.indexOf('<nextUrl>');
      return XML_SEED.slice(0, at) + open + close + XML_SEED.slice(at);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.boolean(),
        fc.boolean(),
        (depth, inProducts, unclosed) => {
          const text = nested(depth, inProducts);
          dataOrCodedError(
            figures,
            () => parseXml(unclosed ? text.replace('</a>', '') : text),
            ['SERVER'],
            namesPlace,
          );
        },
      ),
      fuzzParameters(),
    );
    // And one nesting deeper than any stack: 1,000,000 levels, refused at the 257th.
    const deepest = dataOrCodedError(
      figures,
      () => parseXml(nested(1_000_000, true)),
      ['SERVER'],
      namesPlace,
    );
    expect((deepest as Error).message).toContain(`elements nested more than ${MAX_XML_DEPTH} deep at line 1`);
    // A page of an ordinary depth plus 200 more levels is still read.
    expect(dataOrCodedError(figures, () => parseXml(nested(200, false)), ['SERVER'])).not.toBeInstanceOf(
      Error,
    );
    recordFigures('XML deep nesting', 'src/shared/marketplace/affiliate-feed.fuzz.test.ts', figures);
  });

  it('invalid UTF-8 bytes, decoded as the HTTP layer decodes them: a page or a coded error', () => {
    const figures = newFigures();
    const bytes = Buffer.from(XML_SEED, 'utf8');
    const jsonBytes = Buffer.from(capture, 'utf8');
    const bad = fc.array(
      fc.record({
        at: fc.nat(),
        bytes: fc.uint8Array({ minLength: 1, maxLength: 4 }).map((b) => b.map((x) => x | 0x80)),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(bad, fc.boolean(), (edits, xml) => {
        let buf = xml ? bytes : jsonBytes;
        for (const e of edits) {
          const at = e.at % buf.length;
          buf = Buffer.concat([buf.subarray(0, at), Buffer.from(e.bytes), buf.subarray(at)]);
        }
        const text = new TextDecoder().decode(buf);
        dataOrCodedError(figures, () => (xml ? parseXml(text) : parseJson(text)), ['SERVER'], namesPlace);
      }),
      fuzzParameters(),
    );
    recordFigures(
      'Invalid UTF-8 in a feed page',
      'src/shared/marketplace/affiliate-feed.fuzz.test.ts',
      figures,
    );
  });

  it(`a text node of ${SOAK ? 50 : 5} MB is read as one title`, () => {
    const figures = newFigures();
    const size = (SOAK ? 50 : 5) * 1024 * 1024;
    const at = XML_SEED.indexOf('<title>') + '<title>'.length;
    const end = XML_SEED.indexOf('</title>');
    const text = XML_SEED.slice(0, at) + 'x'.repeat(size) + XML_SEED.slice(end);
    const page = dataOrCodedError(figures, () => parseXml(text), ['SERVER']) as FeedPage;
    expect(page.products[0]?.title).toHaveLength(size);
    recordFigures(
      `XML text node of ${size / 1024 / 1024} MB`,
      'src/shared/marketplace/affiliate-feed.fuzz.test.ts',
      {
        ...figures,
        bytes: size,
      },
    );
  });

  it('JSON mutated as text: a page or a coded error naming the place', () => {
    const figures = newFigures();
    fc.assert(
      fc.property(mutated(capture), (text) => {
        dataOrCodedError(figures, () => parseJson(text), ['SERVER'], namesPlace);
      }),
      fuzzParameters(),
    );
    recordFigures(
      'JSON feed page mutated as text',
      'src/shared/marketplace/affiliate-feed.fuzz.test.ts',
      figures,
    );
  });

  it('JSON with any value in any place (wrong types, __proto__, constructor): a page or a coded error', () => {
    const figures = newFigures();
    const seed = JSON.parse(capture) as unknown;
    const paths = jsonPaths(seed);
    const hostileKey = fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      '',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(null, '', -1, 1e308, 'NaN', [], {})),
        fc.option(hostileKey),
        (path, value, key) => {
          // Written as text so that `__proto__` is an own key, as JSON.parse gives it to the parser.
          let text = JSON.stringify(seed, (k, v: unknown) => v);
          const copy = JSON.parse(text) as Record<string | number, unknown>;
          if (path.length === 0) text = JSON.stringify(value);
          else {
            let at: Record<string | number, unknown> = copy;
            for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, unknown>;
            at[path.at(-1)!] = value;
            text = JSON.stringify(copy);
          }
          if (key !== null) text = text.replace('{', `{${JSON.stringify(key)}:${JSON.stringify(value)},`);
          dataOrCodedError(figures, () => parseJson(text), ['SERVER'], namesPlace);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      fuzzParameters(),
    );
    recordFigures(
      'JSON feed page with any value anywhere',
      'src/shared/marketplace/affiliate-feed.fuzz.test.ts',
      figures,
    );
  });
});
