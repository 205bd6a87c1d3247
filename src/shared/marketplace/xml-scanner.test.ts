import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { parseFeedPage } from './affiliate-formats.ts';
import { scanXml, XmlSyntaxError } from './xml-scanner.ts';

/** Every event as text: `<name`, `>` for a close, `"text"`; a leaf as the three. */
function events(xml: string): string[] {
  const out: string[] = [];
  scanXml(xml, {
    open: (name) => out.push(`<${name.local}`),
    close: () => out.push('>'),
    text: (value) => out.push(JSON.stringify(value)),
    leaf: (name, text) => out.push(`<${name.local}`, ...(text === '' ? [] : [JSON.stringify(text)]), '>'),
  });
  return out;
}

function problemOf(xml: string): string {
  try {
    events(xml);
  } catch (e) {
    if (e instanceof XmlSyntaxError) return e.message;
    throw e;
  }
  throw new Error(`accepted: ${xml}`);
}

const PAGE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<ns2:ProductFeedV1 xmlns:ns2="http://affiliate.example/ns" other='x &amp; y'>
  <nextUrl>https://h/next.xml?a=1&amp;b=2</nextUrl>
  <products>
    <productInfoList>
      <productBaseInfoV1>
        <productId>A1</productId>
        <title>Tea &lt;green&gt; &#8377; &#x20B9;</title>
        <productDescription><![CDATA[<b>bold</b> & more]]></productDescription>
        <!-- a comment -->
        <offers>one</offers><offers>two</offers>
        <inStock>true</inStock >
        <productFamily/>
      </productBaseInfoV1>
    </productInfoList>
  </products>
</ns2:ProductFeedV1>
`;

describe('XML scanner', () => {
  it('reads elements without their prefix, decodes entities, character references and CDATA', () => {
    const seen = events(
      '<?xml version="1.0"?><a:Root xmlns:a="u"><x>1 &amp; 2</x><y><![CDATA[<z>]]>&#65;</y><e/></a:Root>',
    );
    expect(seen).toEqual(['<Root', '<x', '"1 & 2"', '>', '<y', '"<z>"', '"A"', '>', '<e', '>', '>']);
  });

  it('reads a whole page into the model: decoded text, CDATA, comments, a self-closing element', () => {
    const page = parseFeedPage(PAGE, 'xml');
    expect(page.nextUrl).toBe('https://h/next.xml?a=1&b=2');
    expect(page.products).toHaveLength(1);
    expect(page.products[0]).toMatchObject({
      productId: 'A1',
      title: 'Tea <green> ₹ ₹',
      description: '<b>bold</b> & more',
      offers: ['one', 'two'],
      inStock: true,
    });
    expect(page.products[0]!.raw).toEqual({
      productBaseInfoV1: {
        productId: 'A1',
        title: 'Tea <green> ₹ ₹',
        productDescription: '<b>bold</b> & more',
        offers: ['one', 'two'],
        inStock: 'true',
        productFamily: '',
      },
    });
  });

  it('gathers repeated elements into one list wherever they repeat, also around a nested element of the same name', () => {
    const page = parseFeedPage(
      `<ProductFeedV1><products><productInfoList><productBaseInfoV1>
         <productId>A</productId><offers>1</offers>
         <attributes><offers>x</offers><key>k</key></attributes>
         <offers>2</offers><title>t</title><offers>3</offers>
         <spec><key>a</key></spec><spec><key>b</key><key>c</key></spec>
       </productBaseInfoV1></productInfoList></products></ProductFeedV1>`,
      'xml',
    );
    expect(page.products[0]!.offers).toEqual(['1', '2', '3']);
    expect(page.products[0]!.raw).toEqual({
      productBaseInfoV1: {
        productId: 'A',
        offers: ['1', '2', '3'],
        attributes: { offers: 'x', key: 'k' },
        title: 't',
        spec: [{ key: 'a' }, { key: ['b', 'c'] }],
      },
    });
  });

  it('refuses the page cut off at every position, naming the element it ends in', () => {
    const end = PAGE.trimEnd().length;
    for (let cut = 0; cut < end; cut++) {
      expect(() => parseFeedPage(PAGE.slice(0, cut), 'xml'), `cut at ${cut}`).toThrow(AppError);
    }
    expect(problemOf(PAGE.slice(0, PAGE.indexOf('</title>')))).toMatch(/ends inside <title> \(cut off\)/);
    expect(() => parseFeedPage(PAGE.slice(0, end), 'xml')).not.toThrow();
  });

  it.each([
    ['a mismatched closing tag', '<a><b></c></a>', /<\/c> where <\/b> was expected/],
    [
      'a closing tag that only starts like the open one',
      '<a><title></titles></a>',
      /where <\/title> was expected/,
    ],
    ['an empty closing tag', '<a><b></></a>', /where <\/b> was expected/],
    ['text after the root', '<a></a>garbage', /content after the root element/],
    ['a second root element', '<a></a><b></b>', /content after the root element/],
    ['text before the root', 'x<a></a>', /text before the root element/],
    ['no root at all', '<?xml version="1.0"?>', /no root element/],
    ['a bare ampersand', '<a>fish & chips</a>', /'&' that starts no entity/],
    ['an unknown entity', '<a>&nbsp;</a>', /unknown entity &nbsp;/],
    ['a broken character reference', '<a>&#xZZ;</a>', /unknown entity &#xZZ;/],
    ['an unquoted attribute', '<a b=c></a>', /attribute value without quotes/],
    ['an attribute without a value', '<a b></a>', /attribute without a value/],
    ['a < inside an attribute', '<a b="<"></a>', /'<' inside an attribute value/],
    ['a tag without a name', '<a>< b></a>', /tag without a valid name/],
    [
      'a DTD internal subset',
      '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
      /document type with an internal subset/,
    ],
    ['an unclosed comment', '<a><!-- x </a>', /ends inside a comment/],
    ['an unclosed CDATA section', '<a><![CDATA[ x </a>', /ends inside a CDATA section/],
  ])('refuses %s', (_what, xml, problem) => {
    expect(problemOf(xml)).toMatch(problem);
  });

  it('says where the problem is, by line and column, in the error a caller sees', () => {
    const broken = PAGE.replace('</title>', '</titel>');
    const line = PAGE.slice(0, PAGE.indexOf('</title>')).split('\n').length;
    expect(problemOf(broken)).toMatch(new RegExp(`\\(line ${line}, column \\d+\\)$`));
    try {
      parseFeedPage(broken, 'xml');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('SERVER');
      expect((e as AppError).message).toContain(
        `XML that is not well formed: </titel> where </title> was expected`,
      );
      expect((e as AppError).message).toContain(`line ${line}, column`);
    }
  });

  it('reads markup seen before the same way wherever it comes again, and checks what it closes there', () => {
    const record = '<p><id>1</id><tags><t>a</t><t>b</t></tags><e/></p>';
    expect(events(`<r>${record}${record}${record}</r>`)).toEqual([
      '<r',
      ...Array.from({ length: 3 }, () => [
        '<p',
        '<id',
        '"1"',
        '>',
        '<tags',
        '<t',
        '"a"',
        '>',
        '<t',
        '"b"',
        '>',
        '>',
        '<e',
        '>',
        '>',
      ]).flat(),
      '>',
    ]);
    // `</b></a>` is read once inside <a>; the second time it stands inside <c>.
    expect(problemOf('<r><a><b>1</b></a><c><b>2</b></a></r>')).toMatch(/<\/a> where <\/c> was expected/);
    expect(problemOf('<r><a>1</a><a>2</a></r><a>3</a>')).toMatch(/content after the root element/);
  });

  it('refuses a page of repeated records cut off at every position', () => {
    const record = PAGE.slice(PAGE.indexOf('<productInfoList>'), PAGE.indexOf('</products>'));
    const page = PAGE.replace(record, record.repeat(3));
    expect(parseFeedPage(page, 'xml').products).toHaveLength(3);
    const end = page.trimEnd().length;
    for (let cut = 0; cut < end; cut++) {
      expect(() => parseFeedPage(page.slice(0, cut), 'xml'), `cut at ${cut}`).toThrow(AppError);
    }
  });

  it('compares names beyond ASCII by their whole characters', () => {
    // Ł is U+0141: a comparison of low bytes only would take it for an A.
    expect(events('<r><xŁ>1</xŁ><xŁ>2</xŁ></r>')).toEqual(['<r', '<xŁ', '"1"', '>', '<xŁ', '"2"', '>', '>']);
    expect(problemOf('<r><xŁ>1</xŁ><xŁ>2</xA></r>')).toMatch(/<\/xA> where <\/xŁ> was expected/);
    // ļ is U+013C, whose low byte is a '<'.
    expect(events('<r><a>ļ</a><a>ļ</a></r>')).toEqual(['<r', '<a', '"ļ"', '>', '<a', '"ļ"', '>', '>']);
  });

  it('accepts comments and processing instructions around the root, and whitespace inside a closing tag', () => {
    expect(events('<!-- before --><?pi x?>\n<a>t</a >\n<!-- after -->\n')).toEqual(['<a', '"t"', '>']);
    expect(events('\uFEFF<!DOCTYPE a><a/>')).toEqual(['<a', '>']);
  });
});
