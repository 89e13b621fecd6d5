import { act, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderUi } from '@feedhub/ui/testing';
import { AcceptReviewModal, type AcceptReviewModalProps, type ReviewItem } from './AcceptReviewModal';

const items: ReviewItem[] = [
  {
    id: 1,
    subject: 'Ersatzteile › iPhone 12 › Akku',
    target: 'Phones / Parts / Batteries',
    code: 'batteries',
    score: 0.93,
    reason: 'Akku ≈ Battery',
  },
  {
    id: 2,
    subject: 'Ersatzteile › iPhone 12 › Display',
    target: 'Phones / Parts / Screens',
    code: 'screens',
    score: 0.71,
    reason: 'Display ≈ Screen',
  },
];
const props = (over: Partial<AcceptReviewModalProps> = {}): AcceptReviewModalProps => ({
  kind: 'categories',
  items,
  loadError: false,
  onRetry: jest.fn(),
  saving: false,
  onSubmit: jest.fn(),
  onClose: jest.fn(),
  ...over,
});

afterEach(() => act(() => void i18next.changeLanguage('en')));

test('in Estonian: the words, the plural of the button and the percentages in the locale', async () => {
  await act(async () => void (await i18next.changeLanguage('et')));
  const p = props();
  renderUi(<AcceptReviewModal {...p} />);
  const dialog = screen.getByRole('dialog', { name: 'Kindlate kategooriasoovituste ülevaatus' });
  expect(within(dialog).getByText('93%')).toBeTruthy();
  fireEvent.click(
    within(dialog).getByRole('checkbox', { name: 'Vastenda Ersatzteile › iPhone 12 › Display' }),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Vastenda 1 kategooria' }));
  expect(p.onSubmit).toHaveBeenCalledWith([items[0]]);
});

test('untick all leaves nothing to map; tick all brings every row back', () => {
  const p = props();
  renderUi(<AcceptReviewModal {...p} />);
  const all = screen.getByRole('checkbox', { name: 'Tick every row' });
  fireEvent.click(all);
  expect((screen.getByRole('button', { name: 'Map 0 categories' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(all);
  fireEvent.click(screen.getByRole('button', { name: 'Map 2 categories' }));
  expect(p.onSubmit).toHaveBeenCalledWith(items);
});

test('loading, empty and a failed load with Retry', () => {
  const loading = renderUi(<AcceptReviewModal {...props({ items: undefined })} />);
  expect(screen.getByLabelText('Loading the suggestions')).toBeTruthy();
  loading.unmount();
  const empty = renderUi(<AcceptReviewModal {...props({ items: [] })} />);
  expect(screen.getByText('No unmapped category has a confident suggestion.')).toBeTruthy();
  empty.unmount();
  const failed = props({ items: undefined, loadError: true });
  renderUi(<AcceptReviewModal {...failed} />);
  expect(screen.getByText('The suggestions could not be loaded.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(failed.onRetry).toHaveBeenCalled();
});
