import type { PimAdapter } from '../adapter';
import type { PimReferenceData } from '../model';
import { EMBEDDED_TAXONOMY } from './taxonomy';

/** Rows a page holds (Akeneo's list maximum). */
export const PIM_PAGE_SIZE = 100;

async function* pages<T>(rows: readonly T[]): AsyncGenerator<T[]> {
  for (let start = 0; start < rows.length; start += PIM_PAGE_SIZE)
    yield rows.slice(start, start + PIM_PAGE_SIZE);
}

/**
 * The embedded PIM (the default adapter): its reference data is the repository's demo taxonomy,
 * read in pages like any PIM. (The products an export sends to it get tables with the export issue.)
 */
export function embeddedPim(data: Readonly<PimReferenceData> = EMBEDDED_TAXONOMY): PimAdapter {
  return {
    kind: 'embedded',
    categories: () => pages(data.categories),
    families: () => pages(data.families),
    attributes: () => pages(data.attributes),
    attributeOptions: (attributeCode) =>
      pages(data.options.filter((option) => option.attribute === attributeCode)),
  };
}
