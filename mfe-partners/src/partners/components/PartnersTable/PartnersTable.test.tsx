import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderUi } from '@feedhub/ui/testing';
import { partnersFixture } from '../../fixtures';
import { PartnersTable, type PartnersTableProps } from './PartnersTable';

const props = (over: Partial<PartnersTableProps> = {}): PartnersTableProps => ({
  rows: partnersFixture,
  paging: { total: 2, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'name', direction: 'asc' },
  onSortChange: jest.fn(),
  classLabels: { xml: 'XML feed' },
  onEdit: jest.fn(),
  onDesktop: jest.fn(),
  ...over,
});

test('partners with class, active badge, delivery time and PIM code; edit and desktop icons per row', () => {
  const p = props();
  renderUi(<PartnersTable {...p} />);
  expect(screen.getByText('Acme Supplies')).toBeTruthy();
  // the class label when known, else its name
  expect(screen.getByText('XML feed')).toBeTruthy();
  expect(screen.getByText('csv')).toBeTruthy();
  expect(screen.getByText('Active')).toBeTruthy();
  expect(screen.getByText('Inactive')).toBeTruthy();
  expect(screen.getByText('3 days')).toBeTruthy();
  expect(screen.getByText('1 day')).toBeTruthy();
  expect(screen.getByText('ACME')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit Baltic Parts' }));
  expect(p.onEdit).toHaveBeenCalledWith(partnersFixture[1]);
  fireEvent.click(screen.getByRole('button', { name: 'Jobs of Acme Supplies' }));
  expect(p.onDesktop).toHaveBeenCalledWith(partnersFixture[0]);
  expect(screen.getByText('1–2 of 2')).toBeTruthy();
});

test('without the permissions no row icons and no actions column', () => {
  renderUi(<PartnersTable {...props({ onEdit: undefined, onDesktop: undefined })} />);
  expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  expect(screen.queryByText('Actions')).toBeNull();
});

test('sorting by name goes to the page (the server sorts)', () => {
  const p = props();
  renderUi(<PartnersTable {...p} />);
  fireEvent.click(screen.getByText('Name'));
  expect(p.onSortChange).toHaveBeenCalledWith({ field: 'name', direction: 'desc' });
});

test('with the mapping progress a "Left to map" column shows the unmapped % and the products waiting', () => {
  const progress = {
    [partnersFixture[0].id]: {
      partnerId: partnersFixture[0].id,
      categories: 10,
      unmappedCategories: 4,
      unmappedCategoriesPercent: 40,
      attributes: 8,
      unmappedAttributes: 2,
      unmappedAttributesPercent: 25,
      productsInUnmappedCategories: 1234,
    },
    [partnersFixture[1].id]: {
      partnerId: partnersFixture[1].id,
      categories: 0,
      unmappedCategories: 0,
      unmappedCategoriesPercent: 0,
      attributes: 0,
      unmappedAttributes: 0,
      unmappedAttributesPercent: 0,
      productsInUnmappedCategories: 0,
    },
  };
  renderUi(<PartnersTable {...props({ progress })} />);
  expect(screen.getByText('Left to map')).toBeTruthy();
  expect(screen.getByText('categories 40% · attributes 25%')).toBeTruthy();
  expect(screen.getByText('1,234 products in unmapped categories')).toBeTruthy();
  expect(screen.getByText('Nothing imported yet')).toBeTruthy();
});

test('without the mapping progress no "Left to map" column', () => {
  renderUi(<PartnersTable {...props()} />);
  expect(screen.queryByText('Left to map')).toBeNull();
});

test('a partner’s name opens the partner (the page gives the address); plain text without one', () => {
  const { unmount } = renderUi(
    <MemoryRouter>
      <PartnersTable {...props({ partnerHref: (p) => `/partners/${p.id}/products` })} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Acme Supplies' }).getAttribute('href')).toBe(
    `/partners/${partnersFixture[0].id}/products`,
  );
  expect(screen.getByRole('link', { name: 'Baltic Parts' }).getAttribute('href')).toBe(
    `/partners/${partnersFixture[1].id}/products`,
  );
  unmount();
  renderUi(<PartnersTable {...props()} />);
  expect(screen.getByText('Acme Supplies')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Acme Supplies' })).toBeNull();
});
