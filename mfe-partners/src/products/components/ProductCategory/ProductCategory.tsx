import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerProduct } from '@feedhub/contracts';
import { FieldRow, FieldTable } from '@feedhub/ui';

/** Props of the product's category box. */
export interface ProductCategoryProps {
  /** The product's partner category with its mapping, or null. */
  category: PartnerProduct['category'];
  /** Open the category mapping modal; absent without the partnerCategories permission (plain text then). */
  onOpen?: () => void;
}

/**
 * The product's category (SPEC §2 Partner product detail): the partner category, whose name opens
 * the category mapping modal for those who may map categories, its PIM category path and whether it
 * is mapped.
 */
export function ProductCategory({ category, onOpen }: ProductCategoryProps) {
  const { t } = useTranslation('products');
  const others = category?.pimCategoryObject?.filter((code) => code !== category.pimCategory) ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{t('detail.category')}</Title>
          {category && (
            <Badge variant="light" size="sm" color={category.isMapped ? 'green' : 'gray'}>
              {category.isMapped ? t('detail.mapped') : t('detail.notMapped')}
            </Badge>
          )}
        </Group>
        {category ? (
          <FieldTable label={t('detail.category')}>
            <FieldRow label={t('detail.categoryName')}>
              {onOpen ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  onClick={onOpen}
                  aria-label={t('detail.openCategory', { name: category.name })}
                >
                  {category.name}
                </Anchor>
              ) : (
                category.name
              )}
            </FieldRow>
            <FieldRow label={t('detail.pimCategory')}>
              {category.pimCategoryName ?? category.pimCategory ?? t('detail.notSet')}
            </FieldRow>
            {others.length > 0 && <FieldRow label={t('detail.pimCategories')}>{others.join(', ')}</FieldRow>}
          </FieldTable>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noCategory')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
