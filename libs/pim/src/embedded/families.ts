import type { PimFamily } from '../model';
import type { EmbeddedAttributeCode } from './attributes';

/** The embedded PIM's families: the attributes every product has, plus each family's own. */

const COMMON: readonly EmbeddedAttributeCode[] = [
  'sku',
  'name',
  'description',
  'short_description',
  'brand',
  'ean',
  'manufacturer_code',
  'supplier_code',
  'image',
  'image_urls',
  'retail_price',
  'supplier_price',
  'wholesale_price',
  'warranty_months',
  'delivery_days',
  'stock',
  'disabled_ee',
  'disabled_fi',
  'disabled_lv',
  'weight',
  'color',
];

const COMPUTER: readonly EmbeddedAttributeCode[] = [
  'processor',
  'processor_brand',
  'cpu_cores',
  'ram_size',
  'storage_capacity',
  'storage_type',
  'gpu',
  'operating_system',
  'connectivity',
  'wifi_standard',
];
const SCREEN: readonly EmbeddedAttributeCode[] = [
  'screen_size',
  'resolution',
  'panel_type',
  'refresh_rate',
  'hdr',
];

const FAMILIES: readonly (readonly [
  code: string,
  en: string,
  et: string,
  own: readonly EmbeddedAttributeCode[],
])[] = [
  ['laptops', 'Laptops', 'Sülearvutid', [...COMPUTER, ...SCREEN, 'touchscreen', 'battery_life']],
  ['desktops', 'Desktop computers', 'Lauaarvutid', [...COMPUTER, 'form_factor', 'power']],
  ['monitors', 'Monitors', 'Monitorid', [...SCREEN, 'connectivity', 'energy_class']],
  ['tvs', 'Televisions', 'Telerid', [...SCREEN, 'operating_system', 'connectivity', 'energy_class']],
  [
    'smartphones',
    'Smartphones',
    'Nutitelefonid',
    [
      'screen_size',
      'resolution',
      'processor',
      'ram_size',
      'storage_capacity',
      'operating_system',
      'connectivity',
      'battery_capacity',
      'sensor_resolution',
    ],
  ],
  [
    'tablets',
    'Tablets',
    'Tahvelarvutid',
    [
      'screen_size',
      'resolution',
      'processor',
      'ram_size',
      'storage_capacity',
      'operating_system',
      'connectivity',
      'battery_capacity',
    ],
  ],
  [
    'wearables',
    'Wearables',
    'Kantavad seadmed',
    ['screen_size', 'connectivity', 'battery_life', 'operating_system', 'material'],
  ],
  [
    'components',
    'Computer components',
    'Arvutikomponendid',
    ['socket', 'memory_type', 'form_factor', 'power', 'compatibility'],
  ],
  ['storage', 'Storage', 'Andmekandjad', ['storage_capacity', 'storage_type', 'form_factor', 'connectivity']],
  [
    'peripherals',
    'Peripherals',
    'Välisseadmed',
    ['connectivity', 'wireless', 'compatibility', 'battery_life'],
  ],
  [
    'audio',
    'Audio',
    'Audio',
    ['headphone_type', 'wireless', 'noise_cancelling', 'output_power', 'connectivity', 'battery_life'],
  ],
  [
    'cameras',
    'Cameras',
    'Kaamerad',
    [
      'sensor_resolution',
      'optical_zoom',
      'video_resolution',
      'screen_size',
      'connectivity',
      'battery_capacity',
    ],
  ],
  [
    'printers',
    'Printers',
    'Printerid',
    ['print_technology', 'print_colour', 'print_speed', 'connectivity', 'power'],
  ],
  ['networking', 'Networking', 'Võrguseadmed', ['wifi_standard', 'connectivity', 'power']],
  ['gaming', 'Gaming', 'Mängimine', ['storage_capacity', 'connectivity', 'wireless', 'compatibility']],
  ['smart_home', 'Smart home', 'Nutikodu', ['connectivity', 'wireless', 'power', 'compatibility']],
  [
    'large_appliances',
    'Large appliances',
    'Suured kodumasinad',
    ['energy_class', 'noise_level', 'capacity_litres', 'load_capacity_kg', 'installation', 'power'],
  ],
  ['small_appliances', 'Small appliances', 'Väikesed kodumasinad', ['power', 'capacity_litres', 'material']],
  [
    'cleaning',
    'Cleaning appliances',
    'Koristusseadmed',
    ['power', 'noise_level', 'battery_life', 'wireless', 'capacity_litres'],
  ],
  [
    'mobility',
    'Electric mobility',
    'Elektriline liikuvus',
    ['max_speed', 'range_km', 'power', 'battery_capacity'],
  ],
  ['accessories', 'Accessories', 'Tarvikud', ['compatibility', 'material']],
  ['software', 'Software', 'Tarkvara', ['operating_system', 'compatibility']],
];

/** Every family of the embedded PIM. */
export const EMBEDDED_FAMILIES: readonly PimFamily[] = FAMILIES.map(([code, en, et, own]) => ({
  code,
  attributes: [...new Set([...COMMON, ...own])],
  attributeAsLabel: 'name',
  labels: { en, et },
}));
