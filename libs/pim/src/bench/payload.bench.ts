// Export payload building on one core (npm run bench -- payload [--products=100000]): N realistic
// sources (a name, a brand through the partner's option mapping, 8 mapped supplier attributes of mixed
// types — select, text, number, three metrics with supplier units, multi-select, boolean —, 3 prices,
// a category with 2 PIM categories and name-word rules, stock, delivery and country flags) built
// against the embedded taxonomy's structure (pimStructure(EMBEDDED_TAXONOMY)). Times buildExportPayload
// alone and buildExportPayload + payloadHash (what the export job does per product before batching),
// in products/s: the median of 5 passes over the N sources after a warm-up pass.
// Target (export issue): ≥ 50k products/s. Run: node libs/pim/dist/bench/payload.bench.js
// Writes its figures as JSON to $BENCH_OUT when set (npm run bench collects them).
import { writeFileSync } from 'node:fs';
import {
  buildExportPayload,
  EMBEDDED_TAXONOMY,
  payloadHash,
  pimStructure,
  type ExportSource,
} from '../index';
import { BENCH_CATEGORY, benchAttributeMappings, benchProduct } from './sources';

const TARGET = 50_000;
const PASSES = 5;
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ??
  process.env[`BENCH_${name.toUpperCase()}`] ??
  fallback;
const N = Number(arg('products', '100000'));

const structure = pimStructure(EMBEDDED_TAXONOMY);
const attributeMappings = benchAttributeMappings();
const partner = { id: 7, pimSupplierCode: 'BENCH', deliveryTime: 5 };

/** The N sources, built before any timing (the catalog reads and prices them; not timed here). */
const sources: ExportSource[] = Array.from({ length: N }, (_, i) => {
  const p = benchProduct(i);
  const price = Number(p.price);
  return {
    product: {
      id: i + 1,
      code: p.code,
      name: p.name,
      description: p.description,
      ean: p.ean,
      manufacturerCode: p.manufacturerCode,
      brand: p.brand,
      amount: p.amount,
      missing: i % 50 === 0,
      attributes: p.attributes,
    },
    partner,
    category: BENCH_CATEGORY,
    attributeMappings,
    prices: {
      retailPrice: (price * 1.24 + 0.99).toFixed(2),
      supplierPrice: p.supplierPrice,
      wholesalePrice: (price * 1.05).toFixed(2),
    },
    zeroAmount: i % 97 === 0,
    currency: 'EUR',
  };
});

// What the sources give: every payload sendable, with no value left out (else the bench measures skips).
let values = 0;
let bytes = 0;
let warnings = 0;
for (const source of sources) {
  const build = buildExportPayload(source, structure);
  if (!build.sendable) throw new Error(`product ${source.product.code} not sendable: ${build.reason.key}`);
  warnings += build.warnings.length;
  values += Object.values(build.product.values).reduce((n, list) => n + list.length, 0);
  bytes += JSON.stringify(build.product).length;
}
if (warnings)
  throw new Error(`${warnings} values left out of the payloads: the sources do not fit the structure`);

/** Products/s of one pass of fn over every source. */
function pass(fn: (source: ExportSource) => number): number {
  let sink = 0;
  const start = performance.now();
  for (let i = 0; i < sources.length; i++) sink += fn(sources[i]!);
  const ms = performance.now() - start;
  if (sink === -1) console.log(sink);
  return (sources.length / ms) * 1000;
}
/** The median of PASSES passes after a warm-up pass. */
function perSecond(fn: (source: ExportSource) => number): number {
  pass(fn);
  const rates = Array.from({ length: PASSES }, () => pass(fn)).sort((a, b) => a - b);
  return Math.round(rates[Math.floor(PASSES / 2)]!);
}

const buildOnly = (source: ExportSource) => {
  const build = buildExportPayload(source, structure);
  return build.sendable ? build.warnings.length + 1 : 0;
};
const buildAndHash = (source: ExportSource) => {
  const build = buildExportPayload(source, structure);
  return build.sendable ? payloadHash(build.product).length : 0;
};
const buildPerSec = perSecond(buildOnly);
const buildHashPerSec = perSecond(buildAndHash);

const figures = {
  products: N,
  valuesPerProduct: Math.round((values / N) * 10) / 10,
  payloadBytesPerProduct: Math.round(bytes / N),
  buildPerSec,
  buildHashPerSec,
  target: TARGET,
  meetsTarget: buildHashPerSec >= TARGET,
};
const k = (n: number) => `${Math.round(n / 1000).toLocaleString('en')}k/s`;
console.log(
  `export payloads, one core: ${N.toLocaleString('en')} laptops (${figures.valuesPerProduct} values, ${figures.payloadBytesPerProduct} B of JSON each)`,
);
console.log(`  buildExportPayload:               ${k(buildPerSec)}`);
console.log(
  `  buildExportPayload + payloadHash: ${k(buildHashPerSec)}  target ${k(TARGET)} ${figures.meetsTarget ? 'met' : 'NOT met'}`,
);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${JSON.stringify(figures, null, 2)}\n`);
