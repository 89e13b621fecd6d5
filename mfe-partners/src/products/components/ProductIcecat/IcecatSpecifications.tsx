import { Fragment } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductIcecat } from '@feedhub/contracts';

/** One language's Icecat sheet as the product detail reads it. */
type IcecatSheet = ProductIcecat['sheets'][number];

/** Features of a sheet by their group, in the sheet's order (features without a group last). */
export function groupFeatures(
  features: IcecatSheet['features'],
): { group: string | null; features: IcecatSheet['features'] }[] {
  const groups = new Map<string | null, IcecatSheet['features']>();
  for (const feature of features) {
    const list = groups.get(feature.group) ?? [];
    list.push(feature);
    groups.set(feature.group, list);
  }
  const named = [...groups.entries()].filter(([group]) => group !== null);
  const ungrouped = groups.get(null);
  return [
    ...named.map(([group, list]) => ({ group, features: list })),
    ...(ungrouped ? [{ group: null, features: ungrouped }] : []),
  ];
}

/** A sheet's specifications: one table, a header row per group, then its features (name, value). */
export function IcecatSpecifications({ features }: { features: IcecatSheet['features'] }) {
  const { t } = useTranslation('products');
  if (!features.length)
    return (
      <Text size="sm" c="dimmed">
        {t('icecat.noFeatures')}
      </Text>
    );
  return (
    <Table
      withTableBorder
      striped
      verticalSpacing={4}
      horizontalSpacing="xs"
      layout="fixed"
      aria-label={t('icecat.features')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="45%">{t('icecat.feature')}</Table.Th>
          <Table.Th>{t('icecat.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groupFeatures(features).map(({ group, features: list }) => (
          <Fragment key={group ?? ''}>
            <Table.Tr data-group={group ?? ''}>
              <Table.Th colSpan={2} scope="colgroup" bg="var(--mantine-color-default-hover)">
                {group ?? t('icecat.otherGroup')}
              </Table.Th>
            </Table.Tr>
            {list.map((feature) => (
              <Table.Tr key={`${feature.id}-${feature.name}`} data-feature={feature.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{feature.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{feature.value}</Table.Td>
              </Table.Tr>
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
