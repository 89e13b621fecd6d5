import { Modal, createTheme } from '@mantine/core';
import { MODAL_TOP } from './toasts';

/** Space kept under a modal at the bottom of the window. */
const MODAL_BOTTOM = 24;

/**
 * The one Mantine theme of the shell and the remotes. Modals open below the toasts' place (so a toast
 * never covers a modal's title or buttons, UI.md) and are at most as tall as the window leaves them;
 * a taller form scrolls inside with its footer kept in view (ModalForm).
 */
export const feedhubTheme = createTheme({
  components: {
    Modal: Modal.extend({
      styles: {
        inner: { paddingTop: MODAL_TOP, paddingBottom: MODAL_BOTTOM },
        content: { maxHeight: `calc(100dvh - ${MODAL_TOP + MODAL_BOTTOM}px)` },
      },
    }),
  },
});
