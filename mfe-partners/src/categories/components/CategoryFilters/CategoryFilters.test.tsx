import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { CategoryFilters } from './CategoryFilters';

test('Search sends the bar’s values; Reset clears them all', () => {
  const onSearch = jest.fn();
  renderUi(<CategoryFilters values={{ isMapped: '2' }} onSearch={onSearch} />);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  lap ' } });
  fireEvent.click(screen.getByLabelText('Hide empty'));
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenLastCalledWith({ isMapped: '2', name: 'lap', hideEmpty: '1' });
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(onSearch).toHaveBeenLastCalledWith({
    name: undefined,
    pimCategoryCode: undefined,
    isMapped: undefined,
    exportAll: undefined,
    hideEmpty: undefined,
    suggested: undefined,
  });
});

test('“Has a confident suggestion” filters on the top suggestion being confident', () => {
  const onSearch = jest.fn();
  renderUi(<CategoryFilters values={{}} onSearch={onSearch} />);
  fireEvent.click(screen.getByLabelText('Has a confident suggestion'));
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenLastCalledWith({ suggested: '1' });
});
