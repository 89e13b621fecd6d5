/**
 * Product lines whose name says the product type while the title does not ("Galaxy Tab S9",
 * "MacBook Air 13"), as normalised word sequences → English words of that type, read against the
 * pivot's and the PIM's English labels. Only used when no word of a title names a type itself:
 * "iPhone 12 Akku" is a battery, not a phone. Longer lines first ("galaxy tab" before "galaxy").
 */
export const PRODUCT_LINES: [words: string, english: string][] = [
  ['galaxy tab', 'tablet'],
  ['galaxy watch', 'smart watch'],
  ['galaxy buds', 'wireless earbuds'],
  ['galaxy book', 'laptop'],
  ['apple watch', 'smart watch'],
  ['nintendo switch', 'nintendo console'],
  ['xbox series', 'xbox console'],
  ['lenovo tab', 'tablet'],
  ['iphone', 'iphone phone'],
  ['galaxy', 'android phone'],
  ['pixel', 'android phone'],
  ['xperia', 'android phone'],
  ['redmi', 'android phone'],
  ['ipad', 'tablet'],
  ['macbook', 'macbook laptop'],
  ['thinkpad', 'business laptop'],
  ['elitebook', 'business laptop'],
  ['probook', 'business laptop'],
  ['latitude', 'business laptop'],
  ['ideapad', 'laptop'],
  ['zenbook', 'laptop'],
  ['vivobook', 'laptop'],
  ['chromebook', 'chromebook laptop'],
  ['imac', 'all in one computer'],
  ['playstation', 'playstation console'],
  ['ps5', 'playstation console'],
  ['airpods', 'wireless earbuds'],
  ['kindle', 'e book reader'],
  ['gopro', 'action camera'],
  ['roomba', 'robot vacuum'],
];
