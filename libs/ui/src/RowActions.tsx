import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Column } from './DataTable';

/** Props of an icon button of a row. */
export interface RowActionProps {
  /** Tooltip and accessible name. */
  label: string;
  /** The Tabler icon. */
  icon: ReactNode;
  /** Pressed. */
  onClick: () => void;
  /** Red for danger. */
  color?: string;
  /** Disabled (e.g. while deleting). */
  disabled?: boolean;
  /** Spinner. */
  loading?: boolean;
  /** `submit` to send a form (with `form`, the form's id). */
  type?: 'button' | 'submit';
  /** Id of the form a submit button sends. */
  form?: string;
}

/** One icon button of a table row: a Tabler icon with a tooltip and an aria-label (UI.md). */
export function RowAction({ label, icon, onClick, color, disabled, loading, type, form }: RowActionProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
        type={type ?? 'button'}
        form={form}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Props of RowActions. */
export interface RowActionsProps {
  /** What the row is called (`Edit {label}`, `Delete {label}`). */
  label: string;
  /** Edit pressed; no edit icon without it. */
  onEdit?: () => void;
  /** Delete pressed; no delete icon without it. */
  onDelete?: () => void;
  /** Disabled (a delete is running). */
  disabled?: boolean;
}

/** Edit and delete icons of a table row. */
export function RowActions({ label, onEdit, onDelete, disabled }: RowActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <RowAction
          label={`${t('common.edit')} ${label}`}
          icon={<IconPencil size={18} stroke={1.6} />}
          onClick={onEdit}
          disabled={disabled}
        />
      )}
      {onDelete && (
        <RowAction
          label={`${t('common.delete')} ${label}`}
          icon={<IconTrash size={18} stroke={1.6} />}
          color="red"
          onClick={onDelete}
          disabled={disabled}
        />
      )}
    </Group>
  );
}

/**
 * The header of the actions column, one word in every table (`ui:common.actions`): tables with
 * actions of their own use it too.
 */
export function ActionsTitle() {
  const { t } = useTranslation('ui');
  return <>{t('common.actions')}</>;
}

/** What the actions column of an editable list needs. */
export interface RowActionsColumnOptions<R> {
  /** Header text; the one word of every table (ActionsTitle) when left out. */
  title?: ReactNode;
  /** What a row is called in its icons' labels. */
  label: (row: R) => string;
  /** Edit a row; no edit icon without it. */
  onEdit?: (row: R) => void;
  /** Delete a row (the page asks first); no delete icon without it. */
  onDelete?: (row: R) => void;
  /** A delete is running: every row's icons wait. */
  busy?: boolean;
}

/** The last column of a list whose rows can be edited and deleted (UI.md: icon buttons, right-aligned). */
export function rowActionsColumn<R>({
  title,
  label,
  onEdit,
  onDelete,
  busy,
}: RowActionsColumnOptions<R>): Column<R> {
  return {
    key: 'actions',
    title: title ?? <ActionsTitle />,
    width: 100,
    align: 'right',
    render: (row) => (
      <RowActions
        label={label(row)}
        disabled={busy}
        onEdit={onEdit && (() => onEdit(row))}
        onDelete={onDelete && (() => onDelete(row))}
      />
    ),
  };
}
