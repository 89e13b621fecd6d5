import type { Page } from 'playwright-core';
import { api } from './api';

/** Maps a partner category to a PIM category and family (an export sends only mapped products). */
export async function mapCategory(
  page: Page,
  partnerId: number,
  name: string,
  pimCategory: string,
  family: string,
) {
  const listed = await api(
    page,
    'get',
    `/api/partner-categories/list?filter[partnerId]=${partnerId}&perPage=100`,
  );
  const category = (listed.body.data.rows as { id: number; name: string }[]).find((c) => c.name === name);
  if (!category) throw new Error(`the demo feed has no ${name} category`);
  const selects = await api(page, 'get', '/api/pim-category-mappings/selects');
  const families = selects.body.data.families as { id: number; code: string }[];
  const familyId = families.find((f) => f.code === family)?.id;
  if (!familyId) throw new Error(`the PIM has no ${family} family`);
  const saved = await api(page, 'post', '/api/partner-categories/save', {
    id: category.id,
    pimCategory: [pimCategory],
    family: familyId,
    vatEt: 22,
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
}
