/** How suppliers write units after a number, in the feed languages → Akeneo unit codes (units.ts). */

/** Written units (normalised: lower case, no diacritics, no dots) → unit code. */
const WRITTEN: Record<string, string> = {};

/** How written units are compared: lower case, no accents (й → и as everywhere), dots and slashes as spaces. */
const unitKey = (written: string): string =>
  written
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[.·*/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const write = (code: string, ...spellings: string[]) => {
  for (const s of spellings) WRITTEN[unitKey(s)] = code;
};
write('MILLIMETER', 'mm', 'мм', 'millimeter', 'millimetre', 'millimeters', 'millimetres');
write('CENTIMETER', 'cm', 'см', 'zentimeter', 'centimeter', 'centimetre', 'centimeters', 'centimetres');
write('METER', 'm', 'м', 'meter', 'metre', 'meters', 'metres', 'metri', 'metrit', 'metrai', 'metri');
write('KILOMETER', 'km', 'км');
write(
  'INCH',
  '"',
  '″',
  '”',
  "''",
  'zoll',
  'inch',
  'inches',
  'in',
  'дюйм',
  'дюйма',
  'дюймов',
  'tuuma',
  'tuumaa',
  'cali',
  'cal',
  'pouce',
  'pouces',
  'colis',
  'colio',
  'coliu',
  'collas',
  'colla',
  'tolli',
  'tolline',
);
write('FEET', 'ft', 'feet', 'foot');
write('MILLIGRAM', 'mg', 'мг');
write(
  'GRAM',
  'g',
  'gr',
  'г',
  'гр',
  'gramm',
  'gram',
  'grams',
  'gramme',
  'grammes',
  'grammi',
  'grammaa',
  'gramai',
  'grami',
);
write(
  'KILOGRAM',
  'kg',
  'кг',
  'kilogramm',
  'kilogram',
  'kilograms',
  'kilo',
  'kilos',
  'kilogramme',
  'kilogrammes',
);
write('POUND', 'lb', 'lbs', 'pound', 'pounds');
write('OUNCE', 'oz', 'ounce', 'ounces');
write('BYTE', 'b', 'byte', 'bytes', 'байт', 'o');
write('KILOBYTE', 'kb', 'кб', 'ko');
write('MEGABYTE', 'mb', 'мб', 'mo');
write('GIGABYTE', 'gb', 'гб', 'go', 'gt', 'gigabyte', 'gigabytes');
write('TERABYTE', 'tb', 'тб', 'to', 'tt', 'terabyte', 'terabytes');
write('MILLIWATT', 'mw', 'мвт');
write('WATT', 'w', 'вт', 'watt', 'watts', 'wattia', 'vatti', 'vatai', 'vati');
write('KILOWATT', 'kw', 'квт');
write('HERTZ', 'hz', 'гц');
write('KILOHERTZ', 'khz', 'кгц');
write('MEGAHERTZ', 'mhz', 'мгц');
write('GIGAHERTZ', 'ghz', 'ггц');
write('MILLIVOLT', 'mv', 'мв');
write('VOLT', 'v', 'в', 'volt', 'volts');
write('MILLIAMPEREHOUR', 'mah', 'мач', 'ма ч', 'мaч');
write('AMPEREHOUR', 'ah', 'ач', 'а ч');
write('SECOND', 's', 'sec', 'сек', 'с', 'sekunden', 'seconds', 'sekuntia');
write('MINUTE', 'min', 'мин', 'minuten', 'minutes', 'minuuttia', 'minutit', 'minutes');
write(
  'HOUR',
  'h',
  'hr',
  'hrs',
  'std',
  'stunden',
  'stunde',
  'hours',
  'hour',
  'ч',
  'час',
  'часа',
  'часов',
  'tuntia',
  'tuntI',
  'tundi',
  'godz',
  'heures',
  'heure',
  'val',
  'valandos',
  'stundas',
);
write(
  'DAY',
  'd',
  'tage',
  'tag',
  'days',
  'day',
  'дн',
  'дней',
  'дня',
  'paivaa',
  'paeva',
  'paeva',
  'dni',
  'jours',
  'dienu',
  'dienas',
  'dienos',
);
write('WEEK', 'wochen', 'weeks', 'нед', 'viikkoa', 'nadalat');
write(
  'MONTH',
  'monate',
  'monat',
  'months',
  'month',
  'мес',
  'месяцев',
  'месяца',
  'kk',
  'kuukautta',
  'kuud',
  'kuu',
  'mies',
  'miesiecy',
  'miesiace',
  'mois',
  'men',
  'menesiai',
  'menesiu',
  'menesi',
  'menesis',
);
write(
  'YEAR',
  'jahre',
  'jahr',
  'years',
  'year',
  'года',
  'год',
  'лет',
  'vuotta',
  'vuosi',
  'aastat',
  'aasta',
  'lat',
  'lata',
  'rok',
  'ans',
  'an',
  'metai',
  'metu',
  'gadi',
  'gads',
  'gadu',
);
write('MILLILITER', 'ml', 'мл');
write('CENTILITER', 'cl');
write(
  'LITER',
  'l',
  'л',
  'liter',
  'litre',
  'liters',
  'litres',
  'litraa',
  'liitrit',
  'liitrit',
  'litrow',
  'litry',
  'litrai',
  'litri',
);
write('KILOMETER_PER_HOUR', 'km h', 'kmh', 'km ч', 'км ч', 'kph');
write('MILE_PER_HOUR', 'mph');
write('DECIBEL', 'db', 'дб', 'db a', 'dba');
write('MEGAPIXEL', 'mp', 'mpx', 'мп', 'мпикс', 'megapixel', 'megapixels', 'mpix');
write('WATTHOUR', 'wh', 'втч', 'вт ч');
write('KILOWATTHOUR', 'kwh', 'квтч', 'квт ч');

/** A written unit ("Zoll", "кг", "Go") → its unit code, or null. */
export function unitByWriting(written: string): string | null {
  const key = unitKey(written);
  return WRITTEN[key] ?? WRITTEN[key.replace(/ /g, '')] ?? null;
}
