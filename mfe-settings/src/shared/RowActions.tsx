import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Edit and delete icons of a table row. */
export function RowActions({
  label,
  onEdit,
  onDelete,
  disabled,
}: {
  label: string;
  onEdit(): void;
  onDelete(): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('ui');
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('common.edit')}>
        <ActionIcon
          variant="subtle"
          aria-label={`${t('common.edit')} ${label}`}
          onClick={onEdit}
          disabled={disabled}
        >
          ✎
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('common.delete')} ${label}`}
          onClick={onDelete}
          disabled={disabled}
        >
          🗑
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
