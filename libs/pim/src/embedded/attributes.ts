import type { PimAttribute, PimAttributeOption, PimAttributeType, PimLabels } from '../model';

/** The embedded PIM's attributes and their options (labels in English and Estonian). */

type Spec = {
  type: PimAttributeType;
  group: string;
  en: string;
  et: string;
  localizable?: boolean;
  scopable?: boolean;
  decimals?: boolean;
  metric?: readonly [family: string, unit: string];
  /** Options: [code, English, Estonian]; one label when both languages say the same. */
  options?: readonly (readonly [string, string, string?])[];
};

const select = (
  en: string,
  et: string,
  group: string,
  options: Spec['options'],
  type: PimAttributeType = 'pim_catalog_simpleselect',
): Spec => ({ type, group, en, et, options });
const number = (en: string, et: string, group: string, decimals = false): Spec => ({
  type: 'pim_catalog_number',
  group,
  en,
  et,
  decimals,
});
const metric = (en: string, et: string, group: string, family: string, unit: string): Spec => ({
  type: 'pim_catalog_metric',
  group,
  en,
  et,
  decimals: true,
  metric: [family, unit],
});
const flag = (en: string, et: string, group: string): Spec => ({
  type: 'pim_catalog_boolean',
  group,
  en,
  et,
});
const text = (en: string, et: string, group: string): Spec => ({ type: 'pim_catalog_text', group, en, et });
const price = (en: string, et: string): Spec => ({
  type: 'pim_catalog_price_collection',
  group: 'prices',
  en,
  et,
  decimals: true,
});

const BRANDS = [
  'Acer',
  'AMD',
  'Apple',
  'Asus',
  'Bosch',
  'Brother',
  'Canon',
  'Corsair',
  'Dell',
  'DJI',
  'Electrolux',
  'Epson',
  'Garmin',
  'GoPro',
  'HP',
  'Huawei',
  'Intel',
  'JBL',
  'Kingston',
  'Lenovo',
  'LG',
  'Logitech',
  'Microsoft',
  'MSI',
  'Nikon',
  'Nintendo',
  'Nvidia',
  'Philips',
  'Razer',
  'Samsung',
  'Seagate',
  'Sennheiser',
  'Sony',
  'TP-Link',
  'Western Digital',
  'Xiaomi',
] as const;

const brandCode = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]+/g, '_');

const SPECS = {
  sku: { type: 'pim_catalog_identifier', group: 'general', en: 'SKU', et: 'Tootekood' },
  name: { type: 'pim_catalog_text', group: 'general', en: 'Name', et: 'Nimetus', localizable: true },
  description: {
    type: 'pim_catalog_textarea',
    group: 'marketing',
    en: 'Description',
    et: 'Kirjeldus',
    localizable: true,
    scopable: true,
  },
  brand: select(
    'Brand',
    'Kaubamärk',
    'general',
    BRANDS.map((brand) => [brandCode(brand), brand]),
  ),
  ean: text('EAN', 'EAN-kood', 'general'),
  manufacturer_code: text('Manufacturer code', 'Tootja kood', 'general'),
  supplier_code: text('Supplier code', 'Tarnija kood', 'general'),
  short_description: {
    type: 'pim_catalog_textarea',
    group: 'marketing',
    en: 'Short description',
    et: 'Lühikirjeldus',
    localizable: true,
  },
  image: { type: 'pim_catalog_image', group: 'media', en: 'Main image', et: 'Põhipilt' },
  image_urls: { type: 'pim_catalog_textarea', group: 'media', en: 'Image URLs', et: 'Piltide URL-id' },
  retail_price: price('Retail price', 'Jaehind'),
  supplier_price: price('Supplier price', 'Sisseostuhind'),
  wholesale_price: price('Wholesale price', 'Hulgihind'),
  warranty_months: number('Warranty (months)', 'Garantii (kuud)', 'general'),
  delivery_days: number('Delivery time (days)', 'Tarneaeg (päevad)', 'logistics'),
  stock: number('Stock', 'Laoseis', 'logistics'),
  // Not sold in a country (a category mapping's disabled flags, DESIGN §5 Export payload).
  disabled_ee: flag('Not sold in Estonia', 'Eestis ei müüda', 'sales'),
  disabled_fi: flag('Not sold in Finland', 'Soomes ei müüda', 'sales'),
  disabled_lv: flag('Not sold in Latvia', 'Lätis ei müüda', 'sales'),
  weight: metric('Weight', 'Kaal', 'logistics', 'Weight', 'KILOGRAM'),
  color: select('Colour', 'Värv', 'design', [
    ['black', 'Black', 'Must'],
    ['white', 'White', 'Valge'],
    ['silver', 'Silver', 'Hõbedane'],
    ['grey', 'Grey', 'Hall'],
    ['blue', 'Blue', 'Sinine'],
    ['red', 'Red', 'Punane'],
    ['green', 'Green', 'Roheline'],
    ['gold', 'Gold', 'Kuldne'],
    ['pink', 'Pink', 'Roosa'],
    ['purple', 'Purple', 'Lilla'],
    ['yellow', 'Yellow', 'Kollane'],
    ['orange', 'Orange', 'Oranž'],
  ]),
  screen_size: metric('Screen size', 'Ekraani suurus', 'display', 'Length', 'INCH'),
  resolution: select('Resolution', 'Eraldusvõime', 'display', [
    ['hd', 'HD (1366 × 768)'],
    ['full_hd', 'Full HD (1920 × 1080)'],
    ['qhd', 'QHD (2560 × 1440)'],
    ['uhd_4k', '4K UHD (3840 × 2160)'],
    ['uhd_8k', '8K UHD (7680 × 4320)'],
  ]),
  panel_type: select('Panel type', 'Paneeli tüüp', 'display', [
    ['ips', 'IPS'],
    ['va', 'VA'],
    ['tn', 'TN'],
    ['oled', 'OLED'],
    ['qled', 'QLED'],
    ['mini_led', 'Mini LED'],
  ]),
  refresh_rate: number('Refresh rate (Hz)', 'Värskendussagedus (Hz)', 'display'),
  hdr: flag('HDR', 'HDR', 'display'),
  touchscreen: flag('Touchscreen', 'Puuteekraan', 'display'),
  processor: text('Processor', 'Protsessor', 'performance'),
  processor_brand: select('Processor brand', 'Protsessori tootja', 'performance', [
    ['intel', 'Intel'],
    ['amd', 'AMD'],
    ['apple', 'Apple'],
    ['qualcomm', 'Qualcomm'],
    ['mediatek', 'MediaTek'],
  ]),
  cpu_cores: number('Processor cores', 'Protsessori tuumad', 'performance'),
  ram_size: metric('Memory (RAM)', 'Mälu (RAM)', 'performance', 'DigitalStorage', 'GIGABYTE'),
  storage_capacity: metric('Storage capacity', 'Salvestusmaht', 'performance', 'DigitalStorage', 'GIGABYTE'),
  storage_type: select('Storage type', 'Andmekandja tüüp', 'performance', [
    ['hdd', 'HDD', 'Kõvaketas (HDD)'],
    ['ssd_sata', 'SATA SSD'],
    ['ssd_nvme', 'NVMe SSD'],
    ['emmc', 'eMMC'],
  ]),
  gpu: text('Graphics', 'Graafika', 'performance'),
  operating_system: select('Operating system', 'Operatsioonisüsteem', 'software', [
    ['windows_11_home', 'Windows 11 Home'],
    ['windows_11_pro', 'Windows 11 Pro'],
    ['macos', 'macOS'],
    ['chromeos', 'ChromeOS'],
    ['linux', 'Linux'],
    ['android', 'Android'],
    ['ios', 'iOS'],
    ['ipados', 'iPadOS'],
    ['no_os', 'No operating system', 'Operatsioonisüsteemita'],
  ]),
  connectivity: select(
    'Connectivity',
    'Ühenduvus',
    'connectivity',
    [
      ['wifi', 'Wi-Fi', 'WiFi'],
      ['bluetooth', 'Bluetooth'],
      ['nfc', 'NFC'],
      ['lte', '4G LTE'],
      ['5g', '5G'],
      ['ethernet', 'Ethernet'],
      ['usb_c', 'USB-C'],
      ['hdmi', 'HDMI'],
      ['displayport', 'DisplayPort'],
      ['thunderbolt', 'Thunderbolt'],
      ['audio_jack', '3.5 mm audio jack', '3,5 mm helipesa'],
    ],
    'pim_catalog_multiselect',
  ),
  wifi_standard: select('Wi-Fi standard', 'WiFi standard', 'connectivity', [
    ['wifi_5', 'Wi-Fi 5 (802.11ac)', 'WiFi 5 (802.11ac)'],
    ['wifi_6', 'Wi-Fi 6 (802.11ax)', 'WiFi 6 (802.11ax)'],
    ['wifi_6e', 'Wi-Fi 6E', 'WiFi 6E'],
    ['wifi_7', 'Wi-Fi 7 (802.11be)', 'WiFi 7 (802.11be)'],
  ]),
  battery_capacity: number('Battery capacity (mAh)', 'Aku mahtuvus (mAh)', 'power'),
  battery_life: number('Battery life (hours)', 'Aku kestvus (tundi)', 'power', true),
  power: metric('Power', 'Võimsus', 'power', 'Power', 'WATT'),
  energy_class: select('Energy class', 'Energiaklass', 'power', [
    ['a', 'A'],
    ['b', 'B'],
    ['c', 'C'],
    ['d', 'D'],
    ['e', 'E'],
    ['f', 'F'],
    ['g', 'G'],
  ]),
  noise_level: number('Noise level (dB)', 'Müratase (dB)', 'appliance'),
  capacity_litres: number('Capacity (litres)', 'Maht (liitrid)', 'appliance', true),
  load_capacity_kg: number('Load capacity (kg)', 'Täitekogus (kg)', 'appliance', true),
  installation: select('Installation', 'Paigaldus', 'appliance', [
    ['freestanding', 'Freestanding', 'Eraldiseisev'],
    ['built_in', 'Built-in', 'Integreeritav'],
  ]),
  sensor_resolution: number('Sensor resolution (MP)', 'Sensori eraldusvõime (MP)', 'imaging', true),
  optical_zoom: number('Optical zoom (×)', 'Optiline suum (×)', 'imaging', true),
  video_resolution: select('Video resolution', 'Video eraldusvõime', 'imaging', [
    ['full_hd', 'Full HD'],
    ['uhd_4k', '4K'],
    ['uhd_6k', '6K'],
    ['uhd_8k', '8K'],
  ]),
  print_technology: select('Print technology', 'Printimistehnoloogia', 'printing', [
    ['laser', 'Laser', 'Laser'],
    ['inkjet', 'Inkjet', 'Tindiprinter'],
    ['thermal', 'Thermal', 'Termoprinter'],
  ]),
  print_colour: flag('Colour printing', 'Värviprintimine', 'printing'),
  print_speed: number('Print speed (pages/min)', 'Printimiskiirus (lk/min)', 'printing'),
  socket: select('Socket', 'Pesa', 'components', [
    ['am4', 'AM4'],
    ['am5', 'AM5'],
    ['lga1700', 'LGA1700'],
    ['lga1851', 'LGA1851'],
  ]),
  memory_type: select('Memory type', 'Mälu tüüp', 'components', [
    ['ddr4', 'DDR4'],
    ['ddr5', 'DDR5'],
    ['lpddr5', 'LPDDR5'],
    ['gddr6', 'GDDR6'],
    ['gddr7', 'GDDR7'],
  ]),
  form_factor: select('Form factor', 'Vormitegur', 'components', [
    ['atx', 'ATX'],
    ['micro_atx', 'Micro-ATX'],
    ['mini_itx', 'Mini-ITX'],
    ['m2_2280', 'M.2 2280'],
    ['sata_25', '2.5" SATA', '2,5" SATA'],
    ['sata_35', '3.5" SATA', '3,5" SATA'],
  ]),
  wireless: flag('Wireless', 'Juhtmevaba', 'connectivity'),
  noise_cancelling: flag('Active noise cancelling', 'Aktiivne mürasummutus', 'audio'),
  headphone_type: select('Headphone type', 'Kõrvaklappide tüüp', 'audio', [
    ['over_ear', 'Over-ear', 'Kõrvapealsed'],
    ['on_ear', 'On-ear', 'Kõrvale toetuvad'],
    ['in_ear', 'In-ear', 'Kõrvasisesed'],
  ]),
  output_power: metric('Output power', 'Väljundvõimsus', 'audio', 'Power', 'WATT'),
  max_speed: number('Top speed (km/h)', 'Tippkiirus (km/h)', 'mobility'),
  range_km: number('Range (km)', 'Sõiduulatus (km)', 'mobility'),
  compatibility: text('Compatible with', 'Ühildub', 'general'),
  material: text('Material', 'Materjal', 'design'),
} satisfies Record<string, Spec>;

/** An attribute code of the embedded PIM. */
export type EmbeddedAttributeCode = keyof typeof SPECS;

const labels = (en: string, et?: string): PimLabels => ({ en, et: et ?? en });

/** Every attribute of the embedded PIM. */
export const EMBEDDED_ATTRIBUTES: readonly PimAttribute[] = Object.entries(SPECS).map(
  ([code, spec]: [string, Spec]) => ({
    code,
    type: spec.type,
    group: spec.group,
    localizable: spec.localizable ?? false,
    scopable: spec.scopable ?? false,
    decimalsAllowed:
      spec.type === 'pim_catalog_number' ||
      spec.type === 'pim_catalog_metric' ||
      spec.type === 'pim_catalog_price_collection'
        ? (spec.decimals ?? false)
        : null,
    metricFamily: spec.metric?.[0] ?? null,
    defaultMetricUnit: spec.metric?.[1] ?? null,
    labels: labels(spec.en, spec.et),
  }),
);

/** Every option of the embedded PIM's select attributes, in their order. */
export const EMBEDDED_OPTIONS: readonly PimAttributeOption[] = Object.entries(SPECS).flatMap(
  ([attribute, spec]: [string, Spec]) =>
    (spec.options ?? []).map(([code, en, et], sortOrder) => ({
      code,
      attribute,
      sortOrder,
      labels: labels(en, et),
    })),
);
