import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';

/** What a confirmation asks. */
export interface ConfirmOptions {
  /** Text of the question; SPEC §9's default delete text when absent. */
  text?: string;
  /** Runs on Confirm. */
  onConfirm: () => void;
  /** Runs on Cancel or close. */
  onCancel?: () => void;
}

/** Asks before deleting (SPEC §8: danger style, confirm and cancel buttons). */
export function confirmDelete({ text, onConfirm, onCancel }: ConfirmOptions): void {
  const t = i18next.getFixedT(null, 'ui');
  modals.openConfirmModal({
    title: t('confirm.title'),
    children: <Text size="sm">{text ?? t('confirm.deleteText')}</Text>,
    labels: { confirm: t('confirm.confirm'), cancel: t('confirm.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-yes' } as Record<string, string>,
    cancelProps: { 'data-testid': 'confirm-no' } as Record<string, string>,
    onConfirm,
    onCancel,
  });
}
