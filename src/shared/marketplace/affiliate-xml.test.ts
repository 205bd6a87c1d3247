import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { parseDeltaVersion, parseDirectory, parseFeedPage } from './affiliate-formats.ts';
import { looksCompleteXml } from './affiliate-xml.ts';

// Written from the shapes the spec describes (namespaced roots, `entry` maps, version keys), not copied captures.
const DIRECTORY = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<ns2:ApiDirectory xmlns:ns2="http://affiliate.example/ns">
  <apiGroups><entry><key>affiliate</key><value>
    <apiListings>
      <entry><key>mobiles</key><value>
        <apiName>mobiles</apiName>
        <availableVariants>
          <entry>
            <key><majorVersion>0</majorVersion><minorVersion>1</minorVersion><patchVersion>0</patchVersion></key>
            <value><deltaGet>https://h/affiliate/deltaFeeds/t/category/tyy.xml?expiresAt=1&amp;sig=a</deltaGet><get>https://h/affiliate/feeds/t/category/tyy.xml?expiresAt=1&amp;sig=a</get><resourceName>mobiles</resourceName></value>
          </entry>
          <entry>
            <key><majorVersion>1</majorVersion><minorVersion>1</minorVersion><patchVersion>0</patchVersion></key>
            <value><deltaGet>https://h/affiliate/1.0/deltaFeeds/t/category/tyy.xml?expiresAt=1&amp;sig=b</deltaGet><get>https://h/affiliate/1.0/feeds/t/category/tyy.xml?expiresAt=1&amp;sig=b</get><top>https://h/affiliate/1.0/topFeeds/t/category/tyy.xml?expiresAt=1&amp;sig=c</top><resourceName>mobiles</resourceName></value>
          </entry>
        </availableVariants>
      </value></entry>
    </apiListings>
    <name>affiliate</name>
  </value></entry></apiGroups>
  <description>All categories</description>
  <title>Affiliate API Directory</title>
</ns2:ApiDirectory>`;

const PAGE_V1 = `<?xml version="1.0" encoding="UTF-8"?>
<ns2:ProductFeedV1 xmlns:ns2="http://affiliate.example/ns">
  <nextUrl>https://h/affiliate/1.0/feeds/t/category/tyy/5abc.xml?expiresAt=9&amp;sig=z</nextUrl>
  <validTill>1522372888722</validTill>
  <products>
    <productInfoList>
      <productBaseInfoV1>
        <productId>0MOBEXAMPLE00001</productId>
        <title>Phone &amp; Case</title>
        <productDescription></productDescription>
        <imageUrls><entry><key>200x200</key><value>https://img/1.jpg</value></entry><entry><key>unknown</key><value>https://img/o.jpg</value></entry></imageUrls>
        <maximumRetailPrice><amount>15999.0</amount><currency>INR</currency></maximumRetailPrice>
        <flipkartSellingPrice><amount>12999</amount><currency>INR</currency></flipkartSellingPrice>
        <flipkartSpecialPrice><amount>11999</amount><currency>INR</currency></flipkartSpecialPrice>
        <productUrl>https://dl.example.com/dl/phone/p/itm1?pid=0MOBEXAMPLE00001</productUrl>
        <productBrand>Acme</productBrand>
        <inStock>true</inStock>
        <codAvailable>false</codAvailable>
        <discountPercentage>18</discountPercentage>
        <offers>Bank offer</offers>
        <categoryPath>[{"node_id":1,"node_name":"Mobiles"},{"node_id":2,"node_name":"Smartphones"}]</categoryPath>
      </productBaseInfoV1>
      <productShippingInfoV1><sellerAverageRating/></productShippingInfoV1>
    </productInfoList>
    <productInfoList>
      <productBaseInfoV1>
        <productId>MOBEXAMPLE000002</productId>
        <title>Other phone</title>
        <maximumRetailPrice><amount>100</amount><currency>INR</currency></maximumRetailPrice>
        <marketplaceSellingPrice><amount>90</amount><currency>INR</currency></marketplaceSellingPrice>
        <inStock>false</inStock>
        <offers>a</offers><offers>b</offers>
        <categoryPath>Mobiles&gt;Feature phones</categoryPath>
      </productBaseInfoV1>
    </productInfoList>
  </products>
</ns2:ProductFeedV1>`;

describe('affiliate XML', () => {
  it('reads a directory with version-keyed variants into the same model as JSON', () => {
    const dir = parseDirectory(DIRECTORY, 'xml');
    expect(dir.title).toBe('Affiliate API Directory');
    expect(dir.categories).toHaveLength(1);
    const cat = dir.categories[0]!;
    expect(cat.name).toBe('mobiles');
    expect(Object.keys(cat.variants).sort()).toEqual(['v0.1.0', 'v1.1.0']);
    expect(cat.variants['v0.1.0']?.get).toBe(
      'https://h/affiliate/feeds/t/category/tyy.xml?expiresAt=1&sig=a',
    );
    expect(cat.variants['v1.1.0']?.top).toBe(
      'https://h/affiliate/1.0/topFeeds/t/category/tyy.xml?expiresAt=1&sig=c',
    );
  });

  it('reads a v1.1.0 page: text values coerced, ids kept as text, entry maps, one-or-many lists', () => {
    const page = parseFeedPage(PAGE_V1, 'xml');
    expect(page.nextUrl).toBe('https://h/affiliate/1.0/feeds/t/category/tyy/5abc.xml?expiresAt=9&sig=z');
    expect(page.validTill).toBe(1522372888722);
    expect(page.products).toHaveLength(2);
    const [a, b] = page.products;
    expect(a).toMatchObject({
      productId: '0MOBEXAMPLE00001',
      title: 'Phone & Case',
      mrp: 15999,
      sellingPrice: 12999,
      specialPrice: 11999,
      inStock: true,
      codAvailable: false,
      discountPercentage: 18,
      offers: ['Bank offer'],
      categoryPath: 'Mobiles>Smartphones',
      imageUrls: { '200x200': 'https://img/1.jpg', unknown: 'https://img/o.jpg' },
      variant: 'v1.1.0',
    });
    expect(b).toMatchObject({
      sellingPrice: 90,
      inStock: false,
      offers: ['a', 'b'],
      categoryPath: 'Mobiles>Feature phones',
      description: '',
    });
  });

  it('reads a delta page with an ISO validTill and a version, and an empty last page', () => {
    const page = parseFeedPage(
      `<DeltaFeed><nextUrl/><validTill>2018-03-30T01:21:28.722Z</validTill><version>12</version><lastProductId>X</lastProductId><products/></DeltaFeed>`,
      'xml',
    );
    expect(page).toMatchObject({
      nextUrl: null,
      validTill: Date.parse('2018-03-30T01:21:28.722Z'),
      version: 12,
      products: [],
    });
  });

  it('reads a v0.1.0 page with one product and a removed product', () => {
    const page = parseFeedPage(
      `<ProductFeed><nextUrl></nextUrl><products><productInfoList><productBaseInfo>
         <productIdentifier><productId>TDHD8YQH2U5PUG6Z</productId><categoryPaths><categoryPath><title>A&gt;B</title></categoryPath></categoryPaths></productIdentifier>
         <productAttributes><title>Wallet</title><sellingPrice><amount>392</amount><currency>INR</currency></sellingPrice><isAvailable>false</isAvailable></productAttributes>
       </productBaseInfo></productInfoList></products></ProductFeed>`,
      'xml',
    );
    expect(page.products[0]).toMatchObject({
      productId: 'TDHD8YQH2U5PUG6Z',
      categoryPath: 'A>B',
      sellingPrice: 392,
      isAvailable: false,
      variant: 'v0.1.0',
    });
  });

  it('reads a delta version', () => {
    expect(
      parseDeltaVersion(
        '<ns:DeltaFeed xmlns:ns="x"><category>tyy</category><version>4</version></ns:DeltaFeed>',
        'xml',
      ),
    ).toEqual({
      category: 'tyy',
      version: 4,
      timestamp: null,
      error: null,
    });
  });

  it('refuses a wrong root or broken XML with SERVER naming where', () => {
    for (const bad of ['<Other><a>1</a></Other>', '<ProductFeed><products>']) {
      try {
        parseFeedPage(bad, 'xml');
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).code).toBe('SERVER');
      }
    }
  });

  it('skips a product record without an id and counts it, naming its path, in JSON and in XML', () => {
    const json = parseFeedPage(
      '{"nextUrl":null,"products":[{"productBaseInfoV1":{"productId":"A"}},{"productBaseInfoV1":{"title":"x"}},7]}',
      'json',
    );
    expect(json.products.map((p) => p.productId)).toEqual(['A']);
    expect(json.skipped.map((s) => s.path)).toEqual(['products[1]', 'products[2]']);
    expect(json.skipped[0]!.message).toContain('products[1].productBaseInfoV1.productId');
    const xml = parseFeedPage(
      `<ProductFeedV1><products><productInfoList><productBaseInfoV1><productId>A</productId></productBaseInfoV1></productInfoList>
       <productInfoList><productBaseInfoV1><title>x</title></productBaseInfoV1></productInfoList></products></ProductFeedV1>`,
      'xml',
    );
    expect(xml.products.map((p) => p.productId)).toEqual(['A']);
    expect(xml.skipped).toEqual([
      {
        path: 'products.productInfoList[1]',
        message: expect.stringContaining('a product without a product id') as unknown,
      },
    ]);
  });

  it('reads the same products from a page in XML as from the same page in JSON', () => {
    const fromXml = parseFeedPage(PAGE_V1, 'xml');
    const fromJson = parseFeedPage(JSON.stringify(fromXmlAsJson), 'json');
    const model = (p: { products: { raw: unknown }[] }) => p.products.map((x) => ({ ...x, raw: null }));
    expect(model(fromXml)).toEqual(model(fromJson));
  });

  it('refuses a page cut off anywhere inside, and the HTTP check sees it is not whole', () => {
    for (const cut of [PAGE_V1.length - 3, Math.floor(PAGE_V1.length / 2), 120]) {
      const text = PAGE_V1.slice(0, cut);
      expect(looksCompleteXml(text)).toBe(false);
      expect(() => parseFeedPage(text, 'xml')).toThrow(/not well formed/);
    }
    expect(looksCompleteXml(PAGE_V1)).toBe(true);
    expect(looksCompleteXml('<?xml version="1.0"?><!-- x > y --><DeltaFeed/>')).toBe(true);
  });

  it('refuses mismatched tags even when the page ends with its closing root tag', () => {
    const broken = PAGE_V1.replace('</title>', '</titel>');
    expect(looksCompleteXml(broken)).toBe(true);
    expect(() => parseFeedPage(broken, 'xml')).toThrow(AppError);
  });
});

// PAGE_V1 written as the JSON page the service would send for it.
const fromXmlAsJson = {
  nextUrl: 'https://h/affiliate/1.0/feeds/t/category/tyy/5abc.xml?expiresAt=9&sig=z',
  validTill: 1522372888722,
  products: [
    {
      productBaseInfoV1: {
        productId: '0MOBEXAMPLE00001',
        title: 'Phone & Case',
        productDescription: '',
        imageUrls: { '200x200': 'https://img/1.jpg', unknown: 'https://img/o.jpg' },
        maximumRetailPrice: { amount: 15999.0, currency: 'INR' },
        flipkartSellingPrice: { amount: 12999, currency: 'INR' },
        flipkartSpecialPrice: { amount: 11999, currency: 'INR' },
        productUrl: 'https://dl.example.com/dl/phone/p/itm1?pid=0MOBEXAMPLE00001',
        productBrand: 'Acme',
        inStock: true,
        codAvailable: false,
        discountPercentage: 18,
        offers: ['Bank offer'],
        categoryPath: '[{"node_id":1,"node_name":"Mobiles"},{"node_id":2,"node_name":"Smartphones"}]',
      },
      productShippingInfoV1: { sellerAverageRating: null },
    },
    {
      productBaseInfoV1: {
        productId: 'MOBEXAMPLE000002',
        title: 'Other phone',
        maximumRetailPrice: { amount: 100, currency: 'INR' },
        marketplaceSellingPrice: { amount: 90, currency: 'INR' },
        inStock: false,
        offers: ['a', 'b'],
        categoryPath: 'Mobiles>Feature phones',
      },
    },
  ],
};
