import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PimProductDetail } from '@feedhub/contracts';
import { ErrorPanel, FieldRow, FieldTable, formatDateTime } from '@feedhub/ui';
import { PimValuesCode } from '../../../pim/components/PimValuesCode/PimValuesCode';

/** Props of the PIM product modal. */
export interface PimProductModalProps {
  /** The product's identifier; none: closed. */
  identifier: string | undefined;
  /** The product (undefined while it loads). */
  product: PimProductDetail | undefined;
  /** It is loading. */
  loading?: boolean;
  /** Its load failed: the message, with Retry. */
  error?: string;
  /** Retry after a failed load. */
  onRetry?: () => void;
  /** Close pressed, Escape or the close icon. */
  onClose(): void;
}

/**
 * One product of the embedded PIM, read only: identifier, enabled, family, categories, created and
 * updated, then its values pretty printed; size lg, Close on the right (UI.md).
 */
export function PimProductModal({
  identifier,
  product,
  loading,
  error,
  onRetry,
  onClose,
}: PimProductModalProps) {
  const { t } = useTranslation('export');
  const d = (key: string) => t(`pimProducts.detail.${key}`);
  const body = () => {
    if (error) return <ErrorPanel message={error} onRetry={onRetry} />;
    if (loading || !product)
      return (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={18} radius="sm" />
          ))}
        </Stack>
      );
    return (
      <Stack gap="md">
        <FieldTable label={d('title')}>
          <FieldRow label={d('identifier')}>
            <Text size="sm" ff="monospace">
              {product.identifier}
            </Text>
          </FieldRow>
          <FieldRow label={d('enabled')}>
            <Badge color={product.enabled ? 'green' : 'gray'} variant="light" radius="sm">
              {product.enabled ? t('pimProducts.enabledYes') : t('pimProducts.enabledNo')}
            </Badge>
          </FieldRow>
          <FieldRow label={d('family')}>{product.family ?? ''}</FieldRow>
          <FieldRow label={d('categories')}>{product.categories.join(', ')}</FieldRow>
          <FieldRow label={d('createdAt')}>{formatDateTime(product.createdAt)}</FieldRow>
          <FieldRow label={d('updatedAt')}>{formatDateTime(product.updatedAt)}</FieldRow>
        </FieldTable>
        <Stack gap={4}>
          <Text size="sm" fw={500} c="dimmed">
            {d('values')}
          </Text>
          <PimValuesCode values={product.values} label={d('values')} maxHeight={360} />
        </Stack>
      </Stack>
    );
  };
  return (
    <Modal
      opened={identifier !== undefined}
      onClose={onClose}
      title={t('pimProducts.detail.title', { identifier })}
      size="lg"
    >
      <Stack gap="md">
        {body()}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {d('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
