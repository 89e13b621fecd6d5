import { screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { previewFixture } from '../../fixtures';
import { FeedPreview } from './FeedPreview';

test('summary counters, the read error in a red alert, the mapped products and the first warnings', () => {
  renderUi(<FeedPreview result={previewFixture} />);
  expect(screen.getByText('The feed could not be read to the end')).toBeTruthy();
  expect(screen.getByText('The feed answered 404 Not Found')).toBeTruthy();
  expect(screen.getByText('Records').nextSibling?.textContent).toBe('3');
  expect(screen.getByText('The first product as the import maps it')).toBeTruthy();
  expect(screen.getByText('Cordless drill')).toBeTruthy();
  expect(screen.getByText('Tools > Drills')).toBeTruthy();
  // money with two decimals and amounts in the interface language
  expect(screen.getByText('129.90')).toBeTruthy();
  expect(screen.getByText('1,234')).toBeTruthy();
  expect(screen.getByText('Record 3 (line 40): code is missing; skipped')).toBeTruthy();
});

test('a complete read says so and shows no alert', () => {
  renderUi(
    <FeedPreview
      result={{ ...previewFixture, summary: { ...previewFixture.summary, complete: true, error: null } }}
    />,
  );
  expect(screen.getByText('Read to the end in 0.4 s')).toBeTruthy();
  expect(screen.queryByText('The feed could not be read to the end')).toBeNull();
});
