// Synthetic supplier feeds for the benchmark, shaped like real supplier feeds: entities, CDATA,
// decimal commas, repeated attributes, about 750 bytes per XML product.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

const BRANDS = ['Lenovo', 'HP', 'Dell', 'Asus', 'Acer', 'Samsung', 'LG', 'Logitech', 'Bosch', 'Philips'];
const CATEGORIES = [
  'Computers/Laptops',
  'Computers/Monitors',
  'Accessories/Mice',
  'TV &amp; Audio/TVs',
  'Home/Kitchen',
];

/** Writes text pieces to a file with backpressure. */
async function writeAll(file: string, pieces: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  let buffer = '';
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

/** A valid EAN-13 for a product number (GS1 check digit). */
function ean(i: number): string {
  const body = String(400000000000 + i);
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += (body.charCodeAt(k) - 48) * (k % 2 === 0 ? 1 : 3);
  return body + ((10 - (sum % 10)) % 10);
}

/** Price of product i; a `changed` product costs one cent more (the import bench's 10% changed feed). */
function price(i: number, changed = false): string {
  return `${(i * 7919) % 3000},${String((i % 100) + (changed ? 1 : 0)).padStart(2, '0')}`;
}

/** Whether product i is one of the changed ones (every `changedEvery`-th; 0: none). */
const isChanged = (i: number, changedEvery: number) => changedEvery > 0 && i % changedEvery === 0;

function* xmlPieces(count: number, changedEvery: number): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<offer>\n<products>\n';
  for (let i = 1; i <= count; i++) {
    const brand = BRANDS[i % BRANDS.length];
    yield `<product id="P${i}">
<sku>SKU-${i}</sku>
<name>${brand} product ${i} &amp; accessories</name>
<ean>${ean(i)}</ean>
<mpn>MPN-${i * 13}</mpn>
<manufacturer>${brand}</manufacturer>
<category>${CATEGORIES[i % CATEGORIES.length]}</category>
<price>${price(i, isChanged(i, changedEvery))}</price>
<rrp>${price(i + 7)}</rrp>
<stock>${i % 17}</stock>
<description><![CDATA[<p>Description of product ${i}: fast, reliable &amp; well built.</p>]]></description>
<images><image>https://cdn.example/img/${i}-1.jpg</image><image>https://cdn.example/img/${i}-2.jpg</image></images>
<params><param name="Colour">Black</param><param name="Weight">${(i % 50) / 10 + 1} kg</param><param name="Screen size">15,6 in</param><param name="Warranty">24</param></params>
</product>\n`;
  }
  yield '</products>\n</offer>\n';
}

function* csvPieces(count: number, changedEvery: number): Generator<string> {
  yield 'code;sku;name;ean;mpn;brand;category;price;rrp;stock;colour;weight\n';
  for (let i = 1; i <= count; i++) {
    const brand = BRANDS[i % BRANDS.length];
    yield `P${i};SKU-${i};"${brand} product ${i}, ""special""";${ean(i)};MPN-${i * 13};${brand};${CATEGORIES[i % CATEGORIES.length].replace('&amp;', '&')};${price(i, isChanged(i, changedEvery))};${price(i + 7)};${i % 17};Black;${(i % 50) / 10 + 1} kg\n`;
  }
}

/** Writes a generated XML feed of `count` products; every `changedEvery`-th costs a cent more (0: none). */
export const generateXmlFeed = (file: string, count: number, changedEvery = 0) =>
  writeAll(file, xmlPieces(count, changedEvery));
/** Writes a generated CSV feed of `count` products; every `changedEvery`-th costs a cent more (0: none). */
export const generateCsvFeed = (file: string, count: number, changedEvery = 0) =>
  writeAll(file, csvPieces(count, changedEvery));

/** Params that map the generated feeds. */
export const XML_BENCH_PARAMS = {
  itemPath: 'products/product',
  decimalSeparator: ',',
  categorySeparator: '/',
  fields: {
    code: '@id',
    sku: 'sku',
    name: 'name',
    ean: 'ean',
    manufacturerCode: 'mpn',
    brand: 'manufacturer',
    categoryPath: 'category',
    price: 'price',
    rrpPrice: 'rrp',
    amount: 'stock',
    description: 'description',
    images: 'images/image',
  },
  attributes: [{ path: 'params/param', name: '@name' }],
};
export const CSV_BENCH_PARAMS = {
  delimiter: ';',
  decimalSeparator: ',',
  categorySeparator: '/',
  fields: {
    code: 'code',
    sku: 'sku',
    name: 'name',
    ean: 'ean',
    manufacturerCode: 'mpn',
    brand: 'brand',
    categoryPath: 'category',
    price: 'price',
    rrpPrice: 'rrp',
    amount: 'stock',
  },
  attributes: [{ columns: ['colour', 'weight'] }],
};
