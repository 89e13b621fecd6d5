import { act, fireEvent, screen } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@feedhub/contracts';
import { renderUi } from './testing';
import { TOAST_TOP, Toasts, toastError, toastSuccess } from './toasts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => notifications.clean());
  jest.useRealTimers();
});

/** The toast showing this text, if any. */
const toast = (text: string) =>
  screen.queryByText(text)?.closest('.mantine-Notification-root') as HTMLElement | null;

/** Whether a toast with this message is still open (jsdom never ends the exit transition). */
const open = (text: string) => notificationsStore.getState().notifications.some((n) => n.message === text);

test('toasts sit at the top centre, under the navigation bar', () => {
  renderUi(<Toasts />);
  act(() => toastSuccess('Saved'));
  const root = toast('Saved')?.closest('.mantine-Notifications-root') as HTMLElement;
  expect(root.getAttribute('data-position')).toBe('top-center');
  expect(getComputedStyle(root).top).toBe(`${TOAST_TOP}px`);
  // only that container moves: the others keep no top that would stretch them over the page
  for (const other of document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))
    if (other !== root) expect(getComputedStyle(other).top).not.toBe(`${TOAST_TOP}px`);
});

test('a toast closes after 3.5 s (SPEC §9)', () => {
  renderUi(<Toasts />);
  act(() => toastError('It failed'));
  expect(toast('It failed')).not.toBeNull();
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
  expect(open('It failed')).toBe(true);
  act(() => jest.advanceTimersByTime(200));
  expect(open('It failed')).toBe(false);
});

test('a toast with the pointer resting on it still closes on time', () => {
  renderUi(<Toasts />);
  act(() => toastSuccess('Saved under the pointer'));
  const shown = toast('Saved under the pointer') as HTMLElement;
  fireEvent.mouseEnter(shown);
  fireEvent.mouseOver(shown);
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
  expect(open('Saved under the pointer')).toBe(false);
});
