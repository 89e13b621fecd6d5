import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import type { HeldJob } from '@feedhub/contracts';
import { heldJobFixture } from '../../fixtures';
import { HeldDiffModal, type HeldDiffModalProps } from './HeldDiffModal';

const props = (over: Partial<HeldDiffModalProps> = {}): HeldDiffModalProps => ({
  jobId: 14,
  held: heldJobFixture,
  onApply: jest.fn(),
  onDiscard: jest.fn(),
  onClose: jest.fn(),
  ...over,
});
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** A price run held for its prices only: a ×100 slip on a partner with no stock counted. */
const pricesOnly: HeldJob = {
  ...heldJobFixture,
  methodName: 'updatePrices',
  methodTrans: 'Update prices',
  reasons: ['price'],
  base: { inStock: 0, priced: 40 },
  counts: { toZero: 0, priceUp: 40, priceDown: 0, new: 0, gone: 0 },
  examples: heldJobFixture.examples.filter((e) => e.kind === 'priceUp'),
};

test('only the limits passed are given as reasons; one kind of example needs no kind filter', () => {
  renderUi(<HeldDiffModal {...props({ held: pricesOnly })} />);
  expect(screen.queryByTestId('reason-stock')).toBeNull();
  expect(screen.getByTestId('reason-price').textContent).toBe(
    '40 of 40 priced products (100%) would change price ×5 or more; the limit is 20%.',
  );
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.getByText('Update prices')).toBeTruthy();
});

test('Apply and Discard hand the diff over; while one is sent the other waits', () => {
  const p = props();
  const { unmount } = renderUi(<HeldDiffModal {...p} />);
  fireEvent.click(button('Apply'));
  expect(p.onApply).toHaveBeenCalledWith(heldJobFixture);
  fireEvent.click(button('Discard'));
  expect(p.onDiscard).toHaveBeenCalledWith(heldJobFixture);
  unmount();
  renderUi(<HeldDiffModal {...p} deciding="apply" />);
  expect(button('Discard').disabled).toBe(true);
  expect(button('Apply').getAttribute('data-loading')).toBe('true');
});

test('while the diff loads: skeletons, and nothing to decide yet', () => {
  renderUi(<HeldDiffModal {...props({ held: undefined, loading: true })} />);
  expect(screen.getByTestId('held-loading').getAttribute('aria-busy')).toBe('true');
  expect(button('Apply').disabled).toBe(true);
  expect(button('Discard').disabled).toBe(true);
});
