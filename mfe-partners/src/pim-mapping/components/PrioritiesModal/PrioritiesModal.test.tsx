import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { prioritiesFixture } from '../../fixtures';
import { PrioritiesModal } from './PrioritiesModal';

// jsdom has no layout: each partner row gets a box by its place in the list (40 px apart), so
// dnd-kit's keyboard sensor can move a row over its neighbour.
const ROW_HEIGHT = 40;
let rect: typeof Element.prototype.getBoundingClientRect;
beforeAll(() => {
  rect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const rows = [...document.querySelectorAll('[data-priority]')];
    const i = rows.indexOf(this);
    if (i < 0) return rect.call(this);
    const top = i * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 400,
      height: ROW_HEIGHT - 4,
      right: 400,
      bottom: top + ROW_HEIGHT - 4,
      toJSON: () => ({}),
    } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = rect;
});

const names = () =>
  [...document.querySelectorAll('[data-priority]')].map((row) => row.getAttribute('data-priority'));
/** A key press on the focused element; the keyboard sensor listens on the document once a drag starts. */
const press = async (target: Element, code: string) => {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

test('the partners are reordered by keyboard (Space, arrow down, Space) and Save sends the new order', async () => {
  const onSave = jest.fn();
  renderUi(
    <PrioritiesModal
      opened
      category="Computers / Laptops"
      items={prioritiesFixture}
      saving={false}
      onSave={onSave}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('Priorities: Computers / Laptops')).toBeTruthy();
  expect(names()).toEqual(['Acme Supplies', 'Baltic Parts', 'Nordic Feeds']);

  const handle = screen.getByRole('button', { name: 'Move Acme Supplies (position 1)' });
  handle.focus();
  await press(handle, 'Space');
  await press(document.activeElement ?? handle, 'ArrowDown');
  await press(document.activeElement ?? handle, 'Space');
  expect(names()).toEqual(['Baltic Parts', 'Acme Supplies', 'Nordic Feeds']);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(onSave).toHaveBeenCalledWith([
    { id: 12, name: 'Baltic Parts' },
    { id: 11, name: 'Acme Supplies' },
    { id: 13, name: 'Nordic Feeds' },
  ]);
});

test('Escape during a keyboard move cancels the move, not the modal', async () => {
  const onCancel = jest.fn();
  renderUi(
    <PrioritiesModal
      opened
      category="Laptops"
      items={prioritiesFixture}
      saving={false}
      onSave={jest.fn()}
      onCancel={onCancel}
    />,
  );
  const handle = screen.getByRole('button', { name: 'Move Baltic Parts (position 2)' });
  handle.focus();
  await press(handle, 'Space');
  await press(handle, 'ArrowUp');
  await press(handle, 'Escape');
  expect(names()).toEqual(['Acme Supplies', 'Baltic Parts', 'Nordic Feeds']);
  expect(onCancel).not.toHaveBeenCalled();
  // no move under way: Escape closes the modal
  await press(handle, 'Escape');
  expect(onCancel).toHaveBeenCalled();
});

test('no partner maps to the category: the list says so and there is nothing to save', () => {
  renderUi(
    <PrioritiesModal
      opened
      category="Laptops"
      items={[]}
      saving={false}
      onSave={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('No partner maps to this category yet.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
});
