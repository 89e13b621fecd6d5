import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of the product search. */
export interface ProductSearchProps {
  /** Find pressed (or Enter) with a SKU. */
  onFind(sku: string): void;
  /** The search runs. */
  finding: boolean;
  /** Why the last search found nothing (the server's message), shown under the field. */
  error: string | undefined;
  /** The field changed: the last search's message no longer applies. */
  onEdit(): void;
}

/**
 * The home desktop's product search (SPEC §2): a SKU and Find, which opens the first product with
 * exactly that SKU; a SKU nobody has is said under the field.
 */
export function ProductSearch({ onFind, finding, error, onEdit }: ProductSearchProps) {
  const { t } = useTranslation('ui');
  const [sku, setSku] = useState('');
  const trimmed = sku.trim();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onFind(trimmed);
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          size="sm"
          w={320}
          label={t('home.product.sku')}
          placeholder={t('home.product.placeholder')}
          value={sku}
          onChange={(event) => {
            setSku(event.currentTarget.value);
            onEdit();
          }}
          error={error}
        />
        <Button type="submit" size="sm" mt={25} loading={finding} disabled={!trimmed}>
          {t('home.product.find')}
        </Button>
      </Group>
    </form>
  );
}
