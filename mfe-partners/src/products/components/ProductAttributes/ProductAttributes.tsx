import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerProduct } from '@feedhub/contracts';
import { DataTable } from '@feedhub/ui';
import { isWebUrl } from '../../../format';

/** An attribute of the product. */
type Attribute = PartnerProduct['attributes'][number];

/** Props of the product's attributes table. */
export interface ProductAttributesProps {
  /** The product's attributes. */
  attributes: Attribute[];
  /** Open the attribute mapping modal; absent without the partnerAttributes permission. */
  onOpen?: (attribute: Attribute & { id: number }) => void;
}

/** A value as one line: a list joined by commas. */
const valueText = (value: Attribute['value']) => (Array.isArray(value) ? value.join(', ') : value);

/** A picture attribute's addresses as links (web addresses only), anything else as text. */
function Value({ attribute }: { attribute: Attribute }) {
  const values = Array.isArray(attribute.value) ? attribute.value : [attribute.value];
  if (attribute.type === 'picture' && values.every(isWebUrl))
    return (
      <Stack gap={0}>
        {values.map((url, i) => (
          <Anchor
            key={`${i}-${url}`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            truncate="end"
          >
            {url}
          </Anchor>
        ))}
      </Stack>
    );
  const text = valueText(attribute.value);
  return (
    <Text size="sm" truncate="end" title={text}>
      {text}
    </Text>
  );
}

/**
 * The product's attributes (SPEC §2 Partner product detail): code, name, translated type, value,
 * unit and the PIM attributes it maps to as "name (code)". An attribute the partner knows opens
 * the attribute mapping modal from its code.
 */
export function ProductAttributes({ attributes, onOpen }: ProductAttributesProps) {
  const { t } = useTranslation('products');
  const { t: tm } = useTranslation('messages');
  return (
    <Stack gap="xs">
      <Title order={4}>{t('attributes.title')}</Title>
      <DataTable<Attribute>
        label={t('attributes.title')}
        rows={attributes}
        rowKey={(a) => a.code}
        rowAttributes={(a) => ({ 'data-attribute': a.code })}
        columns={[
          {
            key: 'code',
            title: t('attributes.code'),
            width: 170,
            render: (a) => {
              const id = a.id;
              return onOpen && id !== null ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  truncate="end"
                  maw="100%"
                  onClick={() => onOpen({ ...a, id })}
                  aria-label={t('attributes.openAttribute', { code: a.code })}
                  title={a.code}
                >
                  {a.code}
                </Anchor>
              ) : (
                <Text size="sm" truncate="end" title={a.code}>
                  {a.code}
                </Text>
              );
            },
          },
          { key: 'name', title: t('attributes.name'), width: 200, ellipsis: true, render: (a) => a.name },
          {
            key: 'type',
            title: t('attributes.type'),
            width: 130,
            render: (a) => tm(`attribute_type_${a.type}`, { defaultValue: a.type }),
          },
          { key: 'value', title: t('attributes.value'), render: (a) => <Value attribute={a} /> },
          { key: 'unit', title: t('attributes.unit'), width: 80, render: (a) => a.unit ?? '' },
          {
            key: 'pim',
            title: t('attributes.pimAttributes'),
            width: 260,
            render: (a) =>
              a.pimCodeNames.length ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {a.pimCodeNames.map((p) => `${p.name} (${p.code})`).join(', ')}
                </Text>
              ) : (
                <Badge variant="light" color="gray" size="sm">
                  {t('attributes.notMapped')}
                </Badge>
              ),
          },
        ]}
      />
    </Stack>
  );
}
