import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { defineListSearch, useListSearch } from './list-search';
import { z } from 'zod';

const search = defineListSearch({
  sortFields: ['name', 'price'],
  defaultSort: { field: 'name', direction: 'asc' },
  filter: { name: z.string().optional().catch(undefined) },
});

let list: ReturnType<typeof useListSearch<(typeof search)['defaults']>>;
let navigate: NavigateFunction;

/** A list screen: its URL and the setters. */
function Screen() {
  list = useListSearch(search);
  navigate = useNavigate();
  return <output data-testid="url">{useLocation().search}</output>;
}

test('two changes asked before the first one renders both land: Reset, then a column header, keeps no filter', () => {
  render(
    <MemoryRouter initialEntries={['/products?name=lenovo']}>
      <Screen />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('url').textContent).toBe('?name=lenovo');
  // one event turn, as when the second click lands before the first navigation's render commits
  act(() => {
    list.update({ name: undefined, page: 1 });
    list.setSort({ field: 'price', direction: 'asc' });
  });
  expect(screen.getByTestId('url').textContent).toBe('?sort=price');
  expect([list.search.sort, list.search.name]).toEqual(['price', undefined]);
});

test('a URL reached some other way (Back) is what the next change patches', () => {
  render(
    <MemoryRouter initialEntries={['/products?name=dell', '/products?name=lenovo']}>
      <Screen />
    </MemoryRouter>,
  );
  act(() => list.setPage(2));
  expect(screen.getByTestId('url').textContent).toBe('?page=2&name=lenovo');
  act(() => void navigate(-1));
  act(() => void navigate(-1));
  expect(screen.getByTestId('url').textContent).toBe('?name=dell');
  act(() => list.setPage(3));
  expect(screen.getByTestId('url').textContent).toBe('?page=3&name=dell');
});
