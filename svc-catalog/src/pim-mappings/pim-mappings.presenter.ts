import type { PimCategoryMappingRow, PriorityItem } from '@feedhub/contracts';
import type { PimCategoryMapping } from './pim-mappings.model';

/** A mapping as the screen shows it: the category's path (its code before a path is known), its partners in order. */
export function presentMapping(row: PimCategoryMapping, priorities: PriorityItem[]): PimCategoryMappingRow {
  return {
    id: row.id,
    code: row.pimCategoryCode,
    name: row.pimPath ?? row.pimCategoryCode,
    family: row.family,
    priorities,
  };
}
