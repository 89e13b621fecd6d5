import { Notifications, notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@feedhub/contracts';

/** Height of the shell's top navigation bar (AppShell header). */
export const NAV_BAR_HEIGHT = 56;

/**
 * Where the toasts sit (UI.md, SPEC §9 "top"): top centre just under the navigation bar, over the
 * middle of the page header, clear of its title (left) and actions (right). 360 px wide: at 1440 px
 * they span 540–900 px, and the widest header actions (the partner desktop's task and Add partner
 * job) start right of 940 px.
 */
export const TOAST_TOP = NAV_BAR_HEIGHT + 8;
/** Width of the toasts. */
export const TOAST_WIDTH = 360;
/** Height of one toast of one line (Mantine's notification with a border). */
const TOAST_HEIGHT = 50;
/** Modals open below one toast, so a toast never covers a modal's title or buttons (UI.md). */
export const MODAL_TOP = TOAST_TOP + TOAST_HEIGHT + 10;

/**
 * Moves the top-centre container under the navigation bar. Mantine renders a container for every
 * position and its `styles` reach them all (a bottom one given a top would stretch over the page and
 * swallow clicks), so one rule picks that position's container.
 */
const TOAST_PLACE_CSS = `.mantine-Notifications-root[data-position='top-center'] { top: ${TOAST_TOP}px; }`;

/** The toasts' container: the shell (and a remote's dev page) renders it once. */
export function Toasts() {
  return (
    <>
      <style>{TOAST_PLACE_CSS}</style>
      <Notifications
        position="top-center"
        autoClose={TOAST_DURATION_MS}
        containerWidth={TOAST_WIDTH}
        limit={3}
      />
    </>
  );
}

/**
 * Shows a toast for SPEC §9's 3.5 s. Mantine pauses a toast while the pointer rests on it (and starts
 * it again afresh when the pointer leaves), so a toast that appears under the pointer could stay for
 * good: a timer of its own, started when the toast shows, closes it on time, hovered or not.
 */
function showToast(color: 'green' | 'red', message: string): void {
  let timer: number | undefined;
  notifications.show({
    color,
    message,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    onOpen: ({ id }) => {
      if (timer === undefined && id)
        timer = window.setTimeout(() => notifications.hide(id), TOAST_DURATION_MS);
    },
  });
}

/** Green toast at the top for 3.5 s (SPEC §8: successful saves and deletes). */
export function toastSuccess(message: string): void {
  showToast('green', message);
}

/** Red toast at the top for 3.5 s (SPEC §8: failed calls, permission denied). */
export function toastError(message: string): void {
  showToast('red', message);
}
