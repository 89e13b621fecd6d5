import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';

/** What a confirmation asks. */
export interface ConfirmOptions {
  /** Title; "Please confirm" when absent. */
  title?: string;
  /** The question. */
  text: string;
  /** Label of the confirm button; "Confirm" when absent. */
  confirmLabel?: string;
  /** Red confirm button (default): deleting or anything that cannot be taken back. */
  danger?: boolean;
}

/**
 * The confirm dialog (SPEC §8): danger Confirm, default Cancel. Resolves true on Confirm, false on
 * Cancel or close.
 */
export function confirm({ title, text, confirmLabel, danger = true }: ConfirmOptions): Promise<boolean> {
  const t = i18next.getFixedT(null, 'ui');
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: title ?? t('confirm.title'),
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel ?? t('confirm.confirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: danger ? 'red' : undefined, 'data-testid': 'confirm-yes' } as Record<
        string,
        string
      >,
      cancelProps: { 'data-testid': 'confirm-no' } as Record<string, string>,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Asks before deleting, with SPEC §9's default text unless another is given. */
export function confirmDelete(text?: string): Promise<boolean> {
  return confirm({ text: text ?? i18next.getFixedT(null, 'ui')('confirm.deleteText') });
}
