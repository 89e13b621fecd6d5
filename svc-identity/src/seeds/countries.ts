/** Countries seeded on first start (ISO code, English name): the Baltic and Nordic markets first. */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'SE', name: 'Sweden' },
  { code: 'NO', name: 'Norway' },
  { code: 'DK', name: 'Denmark' },
  { code: 'DE', name: 'Germany' },
  { code: 'PL', name: 'Poland' },
  { code: 'GB', name: 'United Kingdom' },
];
