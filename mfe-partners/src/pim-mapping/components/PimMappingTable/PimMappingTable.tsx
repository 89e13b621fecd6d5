import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconDeviceFloppy, IconHierarchy, IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PimCategoryMappingRow, PimFamilyOption } from '@feedhub/contracts';
import { ActionsTitle, DataTable, type ListViewProps } from '@feedhub/ui';

/** A failed family save of one row: its message shows under that row's select. */
export interface RowError {
  /** The row. */
  id: number;
  /** The server's message for `family`. */
  message: string;
}

/** Props of the PIM category mapping table. */
export interface PimMappingTableProps extends ListViewProps<PimCategoryMappingRow> {
  /** Families to choose from; undefined while they load. */
  families: PimFamilyOption[] | undefined;
  /** The row whose family is being saved. */
  savingId?: number | null;
  /** The last failed save's message. */
  rowError?: RowError | null;
  /** Save a row's family (a family code, or null to clear it). */
  onSave(row: PimCategoryMappingRow, family: string | null): void;
  /** The row's family choice changed (its message goes). */
  onFamilyChange?(row: PimCategoryMappingRow): void;
  /** Open the row's priorities. */
  onPriorities(row: PimCategoryMappingRow): void;
  /** Open the row's pivot links (the taxonomy nodes suggestions reach it through); no column without it. */
  onPivotLinks?(row: PimCategoryMappingRow): void;
}

/**
 * PIM categories with their mapping (SPEC §2 PIM category mapping): the category's path, a family
 * select (value the family code, label its name), the partners' priorities, its pivot links and a
 * Save per row.
 */
export function PimMappingTable({
  families,
  savingId,
  rowError,
  onSave,
  onFamilyChange,
  onPriorities,
  onPivotLinks,
  ...list
}: PimMappingTableProps) {
  const { t } = useTranslation('mapping');
  const { t: ts } = useTranslation('suggestions');
  // Family choices not saved yet, by row.
  const [drafts, setDrafts] = useState<Record<number, string | null>>({});
  const familyOf = (row: PimCategoryMappingRow) => (row.id in drafts ? drafts[row.id] : row.family);
  const familyData = (row: PimCategoryMappingRow) => {
    const data = (families ?? []).map((f) => ({ value: f.code, label: f.name }));
    // A family the PIM no longer has still shows by its code.
    const current = familyOf(row);
    if (current && !data.some((f) => f.value === current)) data.push({ value: current, label: current });
    return data;
  };
  return (
    <DataTable<PimCategoryMappingRow>
      {...list}
      label={t('pimMapping.title')}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-code': r.code })}
      columns={[
        { key: 'name', title: t('pimMapping.name'), sortable: true, ellipsis: true, render: (r) => r.name },
        {
          key: 'family',
          title: t('pimMapping.family'),
          width: 280,
          render: (r) => (
            <Select
              size="xs"
              aria-label={t('pimMapping.familyOf', { name: r.name })}
              placeholder={t('pimMapping.noFamily')}
              data={familyData(r)}
              value={familyOf(r)}
              onChange={(family) => {
                setDrafts((d) => ({ ...d, [r.id]: family }));
                onFamilyChange?.(r);
              }}
              searchable
              clearable
              nothingFoundMessage={t('pimMapping.noFamilies')}
              error={rowError?.id === r.id ? rowError.message : undefined}
            />
          ),
        },
        {
          key: 'priorities',
          title: t('pimMapping.priorities'),
          width: 150,
          render: (r) => (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconListNumbers size={14} />}
              aria-label={t('pimMapping.prioritiesOf', { name: r.name, count: r.priorities.length })}
              onClick={() => onPriorities(r)}
            >
              {t('pimMapping.partners', { count: r.priorities.length })}
            </Button>
          ),
        },
        ...(onPivotLinks
          ? [
              {
                key: 'pivot',
                title: ts('pivot.column'),
                width: 150,
                render: (r: PimCategoryMappingRow) => (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconHierarchy size={14} />}
                    aria-label={ts('pivot.open', { name: r.name })}
                    onClick={() => onPivotLinks(r)}
                  >
                    {ts('pivot.column')}
                  </Button>
                ),
              },
            ]
          : []),
        {
          key: 'actions',
          title: <ActionsTitle />,
          width: 130,
          align: 'right',
          render: (r) => {
            const changed = familyOf(r) !== r.family;
            return (
              <Group justify="flex-end">
                <Button
                  size="compact-sm"
                  variant={changed ? 'filled' : 'default'}
                  leftSection={<IconDeviceFloppy size={14} />}
                  aria-label={t('pimMapping.saveRow', { name: r.name })}
                  loading={savingId === r.id}
                  disabled={savingId !== null && savingId !== undefined && savingId !== r.id}
                  onClick={() => onSave(r, familyOf(r))}
                >
                  {t('common.save')}
                </Button>
              </Group>
            );
          },
        },
      ]}
    />
  );
}
