// The export benchmarks' products (npm run bench -- payload, npm run bench -- export): laptops as a
// supplier's feed describes them, mapped to the embedded taxonomy's `laptops` family. The payload
// benchmark builds ExportSources from them; tools/bench/export.bench.mjs inserts the same rows into
// catalog.partner_products and saves the same mappings for its partner, so both time the same payloads.
// Deterministic: product i is always the same product.
import type { ExportAttributeMapping, ExportProductAttribute, ExportSource } from '../export/payload';

/** The PIM family and categories the benchmark's partner category is mapped to (embedded taxonomy codes). */
export const BENCH_FAMILY = 'laptops';
export const BENCH_PIM_CATEGORIES = ['laptops', 'campaign_new'] as const;
/** The category's name-word rules: a name holding the word goes to that PIM category. */
export const BENCH_CATEGORY_CHANGES = [
  { word: 'gaming', pimCategory: 'laptops_gaming' },
  { word: 'business', pimCategory: 'laptops_business' },
  { word: 'chromebook', pimCategory: 'laptops_chromebooks' },
] as const;

/** Supplier brand texts → the brand attribute's option codes (the partner's option mapping). */
export const BENCH_BRANDS: readonly (readonly [text: string, code: string])[] = [
  ['Lenovo', 'lenovo'],
  ['DELL', 'dell'],
  ['HP Inc.', 'hp'],
  ['Apple', 'apple'],
  ['ASUS', 'asus'],
  ['Acer', 'acer'],
  ['MSI', 'msi'],
  ['Razer', 'razer'],
  ['Microsoft', 'microsoft'],
  ['Samsung', 'samsung'],
];

/**
 * The supplier attributes the partner maps: 8 attributes of mixed PIM types (simple select, text,
 * number, three metrics with their units written as suppliers write them, multi-select, boolean).
 * `options` are the supplier's texts and their PIM option codes (select attributes only).
 */
export const BENCH_ATTRIBUTES: readonly {
  code: string;
  name: string;
  pimAttributeCode: string;
  options?: readonly (readonly [text: string, code: string])[];
}[] = [
  {
    code: 'colour',
    name: 'Colour',
    pimAttributeCode: 'color',
    options: [
      ['Black', 'black'],
      ['Space grey', 'grey'],
      ['Silver', 'silver'],
      ['White', 'white'],
      ['Dark blue', 'blue'],
      ['Must', 'black'],
    ],
  },
  { code: 'cpu', name: 'Processor', pimAttributeCode: 'processor' },
  { code: 'cores', name: 'CPU cores', pimAttributeCode: 'cpu_cores' },
  { code: 'ram', name: 'Memory', pimAttributeCode: 'ram_size' },
  { code: 'weight', name: 'Weight', pimAttributeCode: 'weight' },
  { code: 'screen', name: 'Screen', pimAttributeCode: 'screen_size' },
  {
    code: 'ports',
    name: 'Connectivity',
    pimAttributeCode: 'connectivity',
    options: [
      ['Wi-Fi', 'wifi'],
      ['Bluetooth', 'bluetooth'],
      ['USB-C', 'usb_c'],
      ['HDMI', 'hdmi'],
      ['Thunderbolt 4', 'thunderbolt'],
      ['Ethernet', 'ethernet'],
      ['3.5mm jack', 'audio_jack'],
    ],
  },
  { code: 'touch', name: 'Touchscreen', pimAttributeCode: 'touchscreen' },
];

/** The partner's attribute mappings as the export reads them (brand included). */
export function benchAttributeMappings(): Map<string, ExportAttributeMapping> {
  const mappings = new Map<string, ExportAttributeMapping>();
  mappings.set('brand', { pimAttributeCodes: ['brand'], optionCodes: new Map(BENCH_BRANDS) });
  for (const attribute of BENCH_ATTRIBUTES)
    mappings.set(attribute.code, {
      pimAttributeCodes: [attribute.pimAttributeCode],
      optionCodes: new Map(attribute.options ?? []),
    });
  return mappings;
}

/** One supplier product as partner_products holds it (camelCase; prices are decimal strings). */
export interface BenchProduct {
  code: string;
  sku: string;
  name: string;
  description: string;
  ean: string;
  manufacturerCode: string;
  brand: string;
  amount: number;
  price: string;
  rrpPrice: string;
  supplierPrice: string;
  attributes: Record<string, ExportProductAttribute>;
}

/** Each brand's model line, in BENCH_BRANDS' order. */
const LINES = [
  'ThinkPad E16',
  'Latitude 5550',
  'ProBook 450 G10',
  'MacBook Air 13',
  'Zenbook 14',
  'Swift Go 14',
  'Katana 15',
  'Blade 16',
  'Surface Laptop 6',
  'Galaxy Book4',
];
const KINDS = ['', '', '', 'Gaming ', 'Business ', '', 'Chromebook ', ''];
const CPUS = [
  'Intel Core i5-1335U',
  'Intel Core i7-1355U',
  'AMD Ryzen 5 7530U',
  'AMD Ryzen 7 7735HS',
  'Apple M3',
  'Intel Core Ultra 7 155H',
];
const CORES = ['10', '10', '6', '8', '8', '16'];
const RAM = ['8 GB', '16 GB', '16GB', '32 GB', '64 GB'];
const SCREENS = ['13.3"', '14"', '15.6"', '16 inch', '17,3"'];
const PORTS = [
  ['Wi-Fi', 'Bluetooth', 'USB-C'],
  ['Wi-Fi', 'Bluetooth', 'USB-C', 'HDMI'],
  ['Wi-Fi', 'Bluetooth', 'Thunderbolt 4', 'HDMI', '3.5mm jack'],
  ['Wi-Fi', 'Ethernet', 'USB-C', 'HDMI'],
];
const TOUCH = ['No', 'Yes', 'no', 'jah'];
const WORDS = [
  'durable',
  'aluminium',
  'chassis',
  'backlit',
  'keyboard',
  'fast',
  'charging',
  'anti-glare',
  'display',
  'quiet',
  'cooling',
  'fingerprint',
  'reader',
  'webcam',
  'privacy',
  'shutter',
  'long',
  'battery',
  'life',
];

/** A spread-out number from i (Knuth's multiplicative hash), so neighbours differ. */
const mix = (i: number, salt: number) => (Math.imul(i + salt * 7919, 2654435761) >>> 0) % 1_000_003;
const pick = <T>(list: readonly T[], i: number, salt: number): T => list[mix(i, salt) % list.length]!;

/** An EAN-13 with its check digit, unique per i. */
function ean(i: number): string {
  const body = `47${String(i).padStart(10, '0')}`;
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += Number(body[k]) * (k % 2 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Product i of the benchmark's partner. */
export function benchProduct(i: number): BenchProduct {
  const b = mix(i, 1) % BENCH_BRANDS.length;
  const [brand] = BENCH_BRANDS[b]!;
  const line = LINES[b]!;
  const cpu = mix(i, 3) % CPUS.length;
  const ram = pick(RAM, i, 4);
  const screen = pick(SCREENS, i, 5);
  const supplierPrice = 300 + (mix(i, 6) % 250_000) / 100;
  const words = Array.from({ length: 24 }, (_, k) => pick(WORDS, i, 20 + k)).join(' ');
  const name = `${brand} ${pick(KINDS, i, 7)}${line} ${screen} ${CPUS[cpu]} ${ram} ${pick(['256GB', '512GB', '1TB'], i, 8)} SSD`;
  return {
    code: `LT${String(i).padStart(7, '0')}`,
    sku: `SKU-${i}`,
    name,
    description: `${name}. ${words[0]!.toUpperCase()}${words.slice(1)}.`,
    ean: ean(i),
    manufacturerCode: `MC-${(mix(i, 9) % 900_000) + 100_000}-${i % 97}`,
    brand,
    amount: mix(i, 10) % 60,
    price: (supplierPrice * 1.18).toFixed(2),
    rrpPrice: (supplierPrice * 1.35).toFixed(2),
    supplierPrice: supplierPrice.toFixed(2),
    attributes: {
      colour: { value: pick(BENCH_ATTRIBUTES[0]!.options!, i, 11)[0], unit: null },
      cpu: { value: CPUS[cpu]!, unit: null },
      cores: { value: CORES[cpu]!, unit: null },
      ram: { value: ram, unit: null },
      weight: { value: `${1 + (mix(i, 12) % 150) / 100}`.replace('.', ','), unit: 'kg' },
      screen: { value: screen, unit: null },
      ports: { value: pick(PORTS, i, 13), unit: null },
      touch: { value: pick(TOUCH, i, 14), unit: null },
    },
  };
}

/** The benchmark partner's category mapping, as the export reads it. */
export const BENCH_CATEGORY: NonNullable<ExportSource['category']> = {
  name: 'Notebooks',
  pimCategories: BENCH_PIM_CATEGORIES,
  family: BENCH_FAMILY,
  deliveryTime: 3,
  disabledEe: false,
  disabledFi: true,
  disabledLv: false,
  changes: BENCH_CATEGORY_CHANGES,
};
