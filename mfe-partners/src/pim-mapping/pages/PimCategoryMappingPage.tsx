import { useEffect, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PimCategoryMappingRow } from '@feedhub/contracts';
import { fieldErrorsOf, useListScreen } from '@feedhub/api-client';
import { PageHeader } from '@feedhub/ui';
import { PimMappingFilter } from '../components/PimMappingFilter/PimMappingFilter';
import { PimMappingTable } from '../components/PimMappingTable/PimMappingTable';
import { PrioritiesModal } from '../components/PrioritiesModal/PrioritiesModal';
import { PivotLinksModal } from '../components/PivotLinksModal/PivotLinksModal';
import { pimCategoryMappings, usePimMapping, usePimMappingSelects, useSavePriorities } from '../queries';
import { pimMappingSearch, type PimMappingFilterValues } from '../urls';

/**
 * /pim-category-mapping (SPEC §2 PIM category mapping): the filter, the paged table with a family
 * select and Save per row, the priorities modal (in the URL: `dialog=edit&id=`) and the pivot links
 * editor of a row.
 */
export function PimCategoryMappingPage() {
  const { t } = useTranslation('mapping');
  const { url, table, list } = useListScreen(pimCategoryMappings, pimMappingSearch);
  const selects = usePimMappingSelects();
  const save = pimCategoryMappings.useSave();
  const savePriorities = useSavePriorities();
  const [savingRow, setSavingRow] = useState<number | null>(null);
  const [pivotOf, setPivotOf] = useState<{ code: string; name: string } | null>(null);

  const { pimCategoryCode, pimCategoryName, dialog, id } = url.search;
  const filter = useMemo(() => ({ pimCategoryCode, pimCategoryName }), [pimCategoryCode, pimCategoryName]);
  const prioritiesId = dialog === 'edit' && id ? id : null;
  const mapping = usePimMapping(prioritiesId);
  // The title while the row loads: from the page's rows when it is on them.
  const category = mapping.data?.name ?? list.data?.rows.find((row) => row.id === prioritiesId)?.name ?? '';

  // A failed load closes the modal (the red toast says why).
  const { closeDialog } = url;
  useEffect(() => {
    if (mapping.isError) closeDialog();
  }, [mapping.isError, closeDialog]);

  const familyError = fieldErrorsOf(save.error)?.family?.join(' ');
  const closePriorities = () => {
    savePriorities.reset();
    url.closeDialog();
  };
  const saveFamily = (row: PimCategoryMappingRow, family: string | null) => {
    setSavingRow(row.id);
    save.mutate({ id: row.id, family }, { onSettled: () => setSavingRow(null) });
  };

  return (
    <Stack>
      <PageHeader title={t('pimMapping.title')} />
      <PimMappingFilter
        values={filter}
        categories={selects.data?.categories}
        onSearch={(values: PimMappingFilterValues) => url.update({ ...values, page: 1 })}
      />
      <PimMappingTable
        {...table}
        families={selects.data?.families}
        savingId={savingRow}
        rowError={
          familyError && save.variables ? { id: Number(save.variables.id), message: familyError } : null
        }
        onFamilyChange={(row) => {
          if (save.variables && Number(save.variables.id) === row.id) save.reset();
        }}
        onSave={saveFamily}
        onPriorities={(row) => url.openDialog(row.id)}
        onPivotLinks={(row) => setPivotOf({ code: row.code, name: row.name })}
      />
      <PivotLinksModal category={pivotOf} onClose={() => setPivotOf(null)} />
      <PrioritiesModal
        opened={prioritiesId !== null && !mapping.isError}
        category={category}
        items={mapping.data?.priorities}
        saving={savePriorities.isPending}
        error={Object.values(fieldErrorsOf(savePriorities.error) ?? {})
          .flat()
          .join(' ')}
        onSave={(items) =>
          prioritiesId !== null &&
          savePriorities.mutate({ id: prioritiesId, priorities: items }, { onSuccess: closePriorities })
        }
        onCancel={closePriorities}
      />
    </Stack>
  );
}
