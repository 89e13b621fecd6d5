import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@feedhub/contracts';

/** Green toast at the top for 3.5 s (SPEC §8: successful saves and deletes). */
export function toastSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_DURATION_MS, withBorder: true });
}

/** Red toast at the top for 3.5 s (SPEC §8: failed calls, permission denied). */
export function toastError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_DURATION_MS, withBorder: true });
}
