import { icecatAnswer, type IcecatAnswerJson } from './answer-builder';

// Brands with characters a URL must encode, so a benchmark exercises the client's query building.
const BRANDS = ['Acme', 'Globex', 'Black & Decker', 'Söhne+Partner', 'Initech'];

/** A GTIN-13 with its check digit (GS1: weights 1 and 3 from the left over the first 12 digits). */
export function gtin13(first12: string): string {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** The lookup keys of a generated (or any) answer. */
export function sheetKeys(answer: IcecatAnswerJson): { gtin: string; brand: string; productCode: string } {
  const info = answer.data.GeneralInfo;
  return { gtin: info.GTIN[0] ?? '', brand: info.Brand, productCode: info.BrandPartCode };
}

/** `n` products for a benchmark: GTIN-13, brand, code, 2 pictures, 6 features in 2 groups; the same for the same n. */
export function generateSheets(n: number, firstId = 1): IcecatAnswerJson[] {
  return Array.from({ length: n }, (_, i) => {
    const id = firstId + i;
    const brand = BRANDS[i % BRANDS.length];
    const image = `https://images.icecat.example/img/${id}-1.jpg`;
    return icecatAnswer({
      icecatId: id,
      brand,
      productCode: `FH-${String(id).padStart(7, '0')}`,
      gtins: [gtin13(`20${String(id).padStart(10, '0')}`)],
      productName: `Model ${id}`,
      longDesc: `<p>Product <b>${id}</b> of ${brand}.</p>`,
      shortSummary: `${brand} Model ${id}`,
      image,
      gallery: [image, `https://images.icecat.example/img/${id}-2.jpg`],
      features: [
        { id: 944, group: 'Display', name: 'Display diagonal', value: String(20 + (id % 15)), unit: 'cm' },
        {
          id: 3709,
          group: 'Display',
          name: 'Backlight',
          value: id % 2 ? 'Y' : 'N',
          presentationValue: id % 2 ? 'Yes' : 'No',
        },
        { id: 1766, group: 'Display', name: 'Product colour', value: ['Black', 'White', 'Silver'][id % 3] },
        { id: 94, group: 'Weight & dimensions', name: 'Weight', value: String(100 + (id % 900)), unit: 'g' },
        { id: 1649, group: 'Weight & dimensions', name: 'Width', value: String(50 + (id % 50)), unit: 'mm' },
        { id: 1464, group: 'Weight & dimensions', name: 'Height', value: String(80 + (id % 40)), unit: 'mm' },
      ],
    });
  });
}
