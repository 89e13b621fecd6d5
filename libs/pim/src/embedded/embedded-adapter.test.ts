import { readAll } from '../adapter';
import { embeddedPim, PIM_PAGE_SIZE } from './embedded-adapter';
import { EMBEDDED_TAXONOMY } from './taxonomy';

test('the embedded PIM reads its taxonomy in pages of at most 100, whole and in order', async () => {
  const pim = embeddedPim();
  const sizes: number[] = [];
  for await (const page of pim.categories()) sizes.push(page.length);
  expect(Math.max(...sizes)).toBeLessThanOrEqual(PIM_PAGE_SIZE);
  expect(await readAll(pim.categories())).toEqual(EMBEDDED_TAXONOMY.categories);
  expect(await readAll(pim.families())).toEqual(EMBEDDED_TAXONOMY.families);
  expect(await readAll(pim.attributes())).toEqual(EMBEDDED_TAXONOMY.attributes);
  const colours = await readAll(pim.attributeOptions('color'));
  expect(colours.map((option) => option.code)).toContain('black');
  expect(colours.every((option) => option.attribute === 'color')).toBe(true);
  expect(await readAll(pim.attributeOptions('no_such_attribute'))).toEqual([]);
});
