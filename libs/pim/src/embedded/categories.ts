import type { PimCategory } from '../model';

/**
 * The embedded PIM's category trees: an electronics retailer's master tree (departments →
 * categories → sub-categories) and a small campaign tree. Labels in English and Estonian.
 */

/** [code, English, Estonian, children] */
type Node = readonly [code: string, en: string, et: string, children?: readonly Node[]];

const leaf = (code: string, en: string, et: string): Node => [code, en, et];

const MASTER: Node = [
  'master',
  'Electronics catalogue',
  'Elektroonikakataloog',
  [
    [
      'computers',
      'Computers',
      'Arvutid',
      [
        [
          'laptops',
          'Laptops',
          'Sülearvutid',
          [
            leaf('laptops_gaming', 'Gaming laptops', 'Mänguri sülearvutid'),
            leaf('laptops_business', 'Business laptops', 'Äri sülearvutid'),
            leaf('laptops_ultrabooks', 'Ultrabooks', 'Õhukesed sülearvutid'),
            leaf('laptops_2in1', '2-in-1 laptops', '2-in-1 sülearvutid'),
            leaf('laptops_chromebooks', 'Chromebooks', 'Chromebookid'),
            leaf('laptops_macbooks', 'MacBooks', 'MacBookid'),
          ],
        ],
        [
          'desktops',
          'Desktop computers',
          'Lauaarvutid',
          [
            leaf('desktops_gaming', 'Gaming desktops', 'Mänguri lauaarvutid'),
            leaf('desktops_office', 'Office desktops', 'Kontori lauaarvutid'),
            leaf('desktops_all_in_one', 'All-in-one computers', 'All-in-one arvutid'),
            leaf('desktops_mini_pc', 'Mini PCs', 'Miniarvutid'),
            leaf('desktops_workstations', 'Workstations', 'Tööjaamad'),
          ],
        ],
        [
          'monitors',
          'Monitors',
          'Monitorid',
          [
            leaf('monitors_gaming', 'Gaming monitors', 'Mänguri monitorid'),
            leaf('monitors_office', 'Office monitors', 'Kontori monitorid'),
            leaf('monitors_professional', 'Professional monitors', 'Professionaalsed monitorid'),
            leaf('monitors_portable', 'Portable monitors', 'Kaasaskantavad monitorid'),
          ],
        ],
        leaf('servers', 'Servers', 'Serverid'),
        leaf('thin_clients', 'Thin clients', 'Õhukesed kliendid'),
      ],
    ],
    [
      'components',
      'Computer components',
      'Arvutikomponendid',
      [
        leaf('cpus', 'Processors', 'Protsessorid'),
        leaf('gpus', 'Graphics cards', 'Videokaardid'),
        leaf('motherboards', 'Motherboards', 'Emaplaadid'),
        leaf('memory', 'Memory (RAM)', 'Mälu (RAM)'),
        [
          'storage',
          'Storage',
          'Andmekandjad',
          [
            leaf('storage_ssd_internal', 'Internal SSDs', 'Sisemised SSD-kettad'),
            leaf('storage_hdd_internal', 'Internal hard drives', 'Sisemised kõvakettad'),
            leaf('storage_external', 'External drives', 'Välised kettad'),
            leaf('storage_nas', 'NAS storage', 'NAS-salvestid'),
            leaf('storage_memory_cards', 'Memory cards', 'Mälukaardid'),
            leaf('storage_usb_flash', 'USB flash drives', 'USB-mälupulgad'),
          ],
        ],
        leaf('power_supplies', 'Power supplies', 'Toiteplokid'),
        leaf('pc_cases', 'Computer cases', 'Arvutikorpused'),
        [
          'cooling',
          'Cooling',
          'Jahutus',
          [
            leaf('cooling_cpu_air', 'CPU air coolers', 'Protsessori õhkjahutid'),
            leaf('cooling_liquid', 'Liquid cooling', 'Vedelikjahutus'),
            leaf('cooling_case_fans', 'Case fans', 'Korpuse ventilaatorid'),
            leaf('cooling_thermal_paste', 'Thermal paste', 'Termopasta'),
          ],
        ],
        leaf('optical_drives', 'Optical drives', 'Optilised seadmed'),
        leaf('sound_cards', 'Sound cards', 'Helikaardid'),
      ],
    ],
    [
      'peripherals',
      'Peripherals',
      'Välisseadmed',
      [
        [
          'keyboards',
          'Keyboards',
          'Klaviatuurid',
          [
            leaf('keyboards_gaming', 'Gaming keyboards', 'Mänguri klaviatuurid'),
            leaf('keyboards_office', 'Office keyboards', 'Kontori klaviatuurid'),
            leaf('keyboards_wireless', 'Wireless keyboards', 'Juhtmevabad klaviatuurid'),
          ],
        ],
        [
          'mice',
          'Mice',
          'Hiired',
          [
            leaf('mice_gaming', 'Gaming mice', 'Mänguri hiired'),
            leaf('mice_office', 'Office mice', 'Kontori hiired'),
            leaf('mice_wireless', 'Wireless mice', 'Juhtmevabad hiired'),
          ],
        ],
        leaf('mouse_pads', 'Mouse pads', 'Hiirematid'),
        leaf('webcams', 'Webcams', 'Veebikaamerad'),
        leaf('headsets_pc', 'PC headsets', 'Arvuti peakomplektid'),
        leaf('pc_speakers', 'Computer speakers', 'Arvutikõlarid'),
        leaf('microphones', 'Microphones', 'Mikrofonid'),
        leaf('graphics_tablets', 'Graphics tablets', 'Graafikalauad'),
        leaf('docking_stations', 'Docking stations', 'Dokkimisjaamad'),
        leaf('usb_hubs', 'USB hubs', 'USB-jaoturid'),
        leaf('ups', 'UPS devices', 'UPS-seadmed'),
      ],
    ],
    [
      'office',
      'Office equipment',
      'Kontoritehnika',
      [
        [
          'printers',
          'Printers',
          'Printerid',
          [
            leaf('printers_laser', 'Laser printers', 'Laserprinterid'),
            leaf('printers_inkjet', 'Inkjet printers', 'Tindiprinterid'),
            leaf('printers_multifunction', 'Multifunction printers', 'Multifunktsionaalsed printerid'),
            leaf('printers_label', 'Label printers', 'Siltide printerid'),
            leaf('printers_photo', 'Photo printers', 'Fotoprinterid'),
          ],
        ],
        [
          'printer_supplies',
          'Printer supplies',
          'Printeritarvikud',
          [
            leaf('supplies_toner', 'Toner cartridges', 'Toonerikassetid'),
            leaf('supplies_ink', 'Ink cartridges', 'Tindikassetid'),
            leaf('supplies_paper', 'Paper', 'Paber'),
            leaf('supplies_labels', 'Labels', 'Sildid'),
          ],
        ],
        leaf('scanners', 'Scanners', 'Skannerid'),
        leaf('projectors', 'Projectors', 'Projektorid'),
        leaf('projector_screens', 'Projector screens', 'Projektori ekraanid'),
        leaf('shredders', 'Paper shredders', 'Paberipurustajad'),
        leaf('calculators', 'Calculators', 'Kalkulaatorid'),
        leaf('office_chairs', 'Office chairs', 'Kontoritoolid'),
        leaf('desks', 'Desks', 'Lauad'),
      ],
    ],
    [
      'networking',
      'Networking',
      'Võrguseadmed',
      [
        leaf('routers', 'Routers', 'Ruuterid'),
        leaf('mesh_wifi', 'Mesh Wi-Fi systems', 'Mesh WiFi-süsteemid'),
        leaf('switches', 'Network switches', 'Võrgukommutaatorid'),
        leaf('access_points', 'Access points', 'Pääsupunktid'),
        leaf('network_adapters', 'Network adapters', 'Võrguadapterid'),
        leaf('mobile_routers', 'Mobile routers', 'Mobiilsed ruuterid'),
        leaf('network_cables', 'Network cables', 'Võrgukaablid'),
        leaf('powerline', 'Powerline adapters', 'Powerline-adapterid'),
        leaf('ip_cameras', 'IP cameras', 'IP-kaamerad'),
      ],
    ],
    [
      'phones_tablets',
      'Phones and tablets',
      'Telefonid ja tahvelarvutid',
      [
        [
          'smartphones',
          'Smartphones',
          'Nutitelefonid',
          [
            leaf('smartphones_android', 'Android phones', 'Android-telefonid'),
            leaf('smartphones_iphone', 'iPhones', 'iPhone’id'),
            leaf('smartphones_rugged', 'Rugged phones', 'Vastupidavad telefonid'),
          ],
        ],
        leaf('feature_phones', 'Mobile phones', 'Mobiiltelefonid'),
        leaf('tablets', 'Tablets', 'Tahvelarvutid'),
        leaf('e_readers', 'E-book readers', 'E-lugerid'),
        [
          'wearables',
          'Wearables',
          'Kantavad seadmed',
          [
            leaf('smartwatches', 'Smartwatches', 'Nutikellad'),
            leaf('fitness_trackers', 'Fitness trackers', 'Aktiivsusmonitorid'),
            leaf('smart_rings', 'Smart rings', 'Nutisõrmused'),
          ],
        ],
        [
          'phone_accessories',
          'Phone accessories',
          'Telefoni tarvikud',
          [
            leaf('phone_cases', 'Phone cases', 'Telefoniümbrised'),
            leaf('screen_protectors', 'Screen protectors', 'Ekraanikaitsed'),
            leaf('chargers', 'Chargers', 'Laadijad'),
            leaf('power_banks', 'Power banks', 'Akupangad'),
            leaf('charging_cables', 'Charging cables', 'Laadimiskaablid'),
            leaf('car_holders', 'Car holders', 'Autohoidikud'),
          ],
        ],
        leaf('landline_phones', 'Landline phones', 'Lauatelefonid'),
      ],
    ],
    [
      'tv_audio',
      'TV and audio',
      'Teler ja audio',
      [
        [
          'tvs',
          'Televisions',
          'Telerid',
          [
            leaf('tvs_oled', 'OLED TVs', 'OLED-telerid'),
            leaf('tvs_qled', 'QLED TVs', 'QLED-telerid'),
            leaf('tvs_led', 'LED TVs', 'LED-telerid'),
            leaf('tvs_small', 'TVs up to 32"', 'Telerid kuni 32"'),
          ],
        ],
        leaf('tv_mounts', 'TV mounts', 'Teleri seinakinnitused'),
        leaf('streaming_devices', 'Streaming devices', 'Voogedastusseadmed'),
        leaf('soundbars', 'Soundbars', 'Heliribad'),
        leaf('home_cinema', 'Home cinema systems', 'Kodukinosüsteemid'),
        [
          'headphones',
          'Headphones',
          'Kõrvaklapid',
          [
            leaf('headphones_over_ear', 'Over-ear headphones', 'Kõrvapealsed kõrvaklapid'),
            leaf('headphones_in_ear', 'In-ear headphones', 'Kõrvasisesed kõrvaklapid'),
            leaf('headphones_true_wireless', 'True wireless earbuds', 'Juhtmevabad nööpkõrvaklapid'),
            leaf('headphones_sport', 'Sports headphones', 'Spordikõrvaklapid'),
          ],
        ],
        [
          'speakers',
          'Speakers',
          'Kõlarid',
          [
            leaf('speakers_bluetooth', 'Bluetooth speakers', 'Bluetooth-kõlarid'),
            leaf('speakers_smart', 'Smart speakers', 'Nutikõlarid'),
            leaf('speakers_hifi', 'Hi-fi speakers', 'Hi-fi kõlarid'),
            leaf('speakers_party', 'Party speakers', 'Peokõlarid'),
          ],
        ],
        leaf('amplifiers', 'Amplifiers and receivers', 'Võimendid ja ressiiverid'),
        leaf('turntables', 'Turntables', 'Plaadimängijad'),
        leaf('radios', 'Radios', 'Raadiod'),
        leaf('audio_cables', 'Audio and video cables', 'Audio- ja videokaablid'),
      ],
    ],
    [
      'photo_video',
      'Photo and video',
      'Foto ja video',
      [
        [
          'cameras',
          'Cameras',
          'Kaamerad',
          [
            leaf('cameras_mirrorless', 'Mirrorless cameras', 'Hübriidkaamerad'),
            leaf('cameras_dslr', 'DSLR cameras', 'Peegelkaamerad'),
            leaf('cameras_compact', 'Compact cameras', 'Kompaktkaamerad'),
            leaf('cameras_instant', 'Instant cameras', 'Kiirpildikaamerad'),
          ],
        ],
        leaf('lenses', 'Lenses', 'Objektiivid'),
        leaf('action_cameras', 'Action cameras', 'Seikluskaamerad'),
        leaf('camcorders', 'Camcorders', 'Videokaamerad'),
        leaf('drones', 'Drones', 'Droonid'),
        leaf('tripods', 'Tripods and gimbals', 'Statiivid ja stabilisaatorid'),
        leaf('camera_bags', 'Camera bags', 'Kaamerakotid'),
        leaf('flashes', 'Flashes and lighting', 'Välgud ja valgustus'),
        leaf('binoculars', 'Binoculars', 'Binoklid'),
      ],
    ],
    [
      'gaming',
      'Gaming',
      'Mängimine',
      [
        [
          'consoles',
          'Game consoles',
          'Mängukonsoolid',
          [
            leaf('consoles_playstation', 'PlayStation', 'PlayStation'),
            leaf('consoles_xbox', 'Xbox', 'Xbox'),
            leaf('consoles_nintendo', 'Nintendo', 'Nintendo'),
            leaf('consoles_handheld', 'Handheld consoles', 'Pihukonsoolid'),
          ],
        ],
        leaf('video_games', 'Video games', 'Videomängud'),
        leaf('controllers', 'Controllers', 'Mängupuldid'),
        leaf('gaming_headsets', 'Gaming headsets', 'Mänguri peakomplektid'),
        leaf('gaming_chairs', 'Gaming chairs', 'Mänguritoolid'),
        leaf('vr_headsets', 'VR headsets', 'VR-prillid'),
        leaf('racing_wheels', 'Racing wheels', 'Mänguroolid'),
      ],
    ],
    [
      'smart_home',
      'Smart home',
      'Nutikodu',
      [
        leaf('smart_lighting', 'Smart lighting', 'Nutivalgustus'),
        leaf('smart_plugs', 'Smart plugs', 'Nutipistikud'),
        leaf('smart_security', 'Security cameras', 'Turvakaamerad'),
        leaf('smart_doorbells', 'Video doorbells', 'Videouksekellad'),
        leaf('smart_thermostats', 'Thermostats', 'Termostaadid'),
        leaf('smart_sensors', 'Sensors', 'Andurid'),
        leaf('smart_locks', 'Smart locks', 'Nutilukud'),
        leaf('smart_hubs', 'Smart home hubs', 'Nutikodu keskused'),
      ],
    ],
    [
      'home_appliances',
      'Home appliances',
      'Kodumasinad',
      [
        [
          'large_appliances',
          'Large appliances',
          'Suured kodumasinad',
          [
            leaf('refrigerators', 'Refrigerators', 'Külmkapid'),
            leaf('freezers', 'Freezers', 'Sügavkülmikud'),
            leaf('washing_machines', 'Washing machines', 'Pesumasinad'),
            leaf('dryers', 'Tumble dryers', 'Pesukuivatid'),
            leaf('dishwashers', 'Dishwashers', 'Nõudepesumasinad'),
            leaf('ovens', 'Ovens', 'Ahjud'),
            leaf('hobs', 'Hobs', 'Pliidiplaadid'),
            leaf('cooker_hoods', 'Cooker hoods', 'Pliidikubud'),
          ],
        ],
        [
          'kitchen_appliances',
          'Kitchen appliances',
          'Köögitehnika',
          [
            leaf('coffee_machines', 'Coffee machines', 'Kohvimasinad'),
            leaf('kettles', 'Kettles', 'Veekeetjad'),
            leaf('microwaves', 'Microwave ovens', 'Mikrolaineahjud'),
            leaf('blenders', 'Blenders', 'Blenderid'),
            leaf('food_processors', 'Food processors', 'Köögikombainid'),
            leaf('air_fryers', 'Air fryers', 'Kuumaõhufritüürid'),
            leaf('toasters', 'Toasters', 'Rösterid'),
            leaf('mixers', 'Mixers', 'Mikserid'),
          ],
        ],
        [
          'cleaning',
          'Cleaning',
          'Koristamine',
          [
            leaf('vacuum_cleaners', 'Vacuum cleaners', 'Tolmuimejad'),
            leaf('robot_vacuums', 'Robot vacuums', 'Robottolmuimejad'),
            leaf('stick_vacuums', 'Stick vacuums', 'Varstolmuimejad'),
            leaf('steam_cleaners', 'Steam cleaners', 'Aurupuhastid'),
            leaf('pressure_washers', 'Pressure washers', 'Survepesurid'),
          ],
        ],
        [
          'climate',
          'Climate',
          'Kliimaseadmed',
          [
            leaf('air_purifiers', 'Air purifiers', 'Õhupuhastajad'),
            leaf('humidifiers', 'Humidifiers', 'Õhuniisutajad'),
            leaf('dehumidifiers', 'Dehumidifiers', 'Õhukuivatid'),
            leaf('fans', 'Fans', 'Ventilaatorid'),
            leaf('heaters', 'Heaters', 'Soojendid'),
            leaf('air_conditioners', 'Air conditioners', 'Konditsioneerid'),
            leaf('heat_pumps', 'Heat pumps', 'Soojuspumbad'),
          ],
        ],
      ],
    ],
    [
      'personal_care',
      'Personal care',
      'Isiklik hooldus',
      [
        leaf('shavers', 'Shavers', 'Pardlid'),
        leaf('trimmers', 'Trimmers', 'Trimmerid'),
        leaf('hair_dryers', 'Hair dryers', 'Föönid'),
        leaf('hair_stylers', 'Hair stylers', 'Juuksesirgendajad ja -koolutajad'),
        leaf('electric_toothbrushes', 'Electric toothbrushes', 'Elektrilised hambaharjad'),
        leaf('scales', 'Bathroom scales', 'Kaalud'),
        leaf('massagers', 'Massagers', 'Massaažiseadmed'),
      ],
    ],
    [
      'mobility',
      'Electric mobility',
      'Elektriline liikuvus',
      [
        leaf('e_scooters', 'Electric scooters', 'Elektritõukerattad'),
        leaf('e_bikes', 'Electric bikes', 'Elektrijalgrattad'),
        leaf('hoverboards', 'Hoverboards', 'Tasakaaluliikurid'),
        leaf('mobility_accessories', 'Mobility accessories', 'Liikuvuse tarvikud'),
      ],
    ],
    [
      'software',
      'Software',
      'Tarkvara',
      [
        leaf('operating_systems', 'Operating systems', 'Operatsioonisüsteemid'),
        leaf('office_software', 'Office software', 'Kontoritarkvara'),
        leaf('security_software', 'Security software', 'Turvatarkvara'),
        leaf('graphics_software', 'Graphics software', 'Graafikatarkvara'),
      ],
    ],
    [
      'bags_cases',
      'Bags and cases',
      'Kotid ja ümbrised',
      [
        leaf('laptop_bags', 'Laptop bags', 'Sülearvutikotid'),
        leaf('laptop_backpacks', 'Laptop backpacks', 'Sülearvuti seljakotid'),
        leaf('laptop_sleeves', 'Laptop sleeves', 'Sülearvuti ümbrised'),
        leaf('tablet_cases', 'Tablet cases', 'Tahvelarvuti ümbrised'),
      ],
    ],
  ],
];

const CAMPAIGNS: Node = [
  'campaigns',
  'Campaigns',
  'Kampaaniad',
  [
    leaf('campaign_new', 'New arrivals', 'Uued tooted'),
    leaf('campaign_black_friday', 'Black Friday', 'Must reede'),
    leaf('campaign_christmas', 'Christmas gifts', 'Jõulukingid'),
    leaf('campaign_back_to_school', 'Back to school', 'Tagasi kooli'),
    leaf('campaign_outlet', 'Outlet', 'Outlet'),
    leaf('campaign_bestsellers', 'Bestsellers', 'Enimmüüdud'),
  ],
];

function flatten(node: Node, parent: string | null, out: PimCategory[]): PimCategory[] {
  const [code, en, et, children = []] = node;
  out.push({ code, parent, labels: { en, et } });
  for (const child of children) flatten(child, code, out);
  return out;
}

/** Every category of the embedded PIM, parents before their children. */
export const EMBEDDED_CATEGORIES: readonly PimCategory[] = [MASTER, CAMPAIGNS].flatMap((tree) =>
  flatten(tree, null, []),
);
