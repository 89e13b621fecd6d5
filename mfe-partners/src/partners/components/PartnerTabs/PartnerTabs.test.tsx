import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderUi } from '@feedhub/ui/testing';
import { PartnerTabs } from './PartnerTabs';

test('a tab shows only with the permission named like its route; the current route is active', () => {
  const onOpen = jest.fn();
  const held = new Set(['partnerProducts', 'partnerStats', 'partnerEdit']);
  renderUi(<PartnerTabs active="partnerEdit" can={(p) => held.has(p)} onOpen={onOpen} />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Products', 'Stats', 'Edit']);
  expect(screen.getByRole('tab', { name: 'Edit' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('false');
  fireEvent.click(screen.getByRole('tab', { name: 'Stats' }));
  expect(onOpen).toHaveBeenCalledWith('partnerStats');
});

test('every tab with every permission, in SPEC order', () => {
  renderUi(<PartnerTabs active="partnerProducts" can={() => true} onOpen={jest.fn()} />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Products',
    'Attributes',
    'Categories',
    'Stats',
    'Export categories',
    'Zero amounts',
    'Price formulas',
    'Edit',
  ]);
});

test('no permission: no tabs bar', () => {
  renderUi(<PartnerTabs active="partnerEdit" can={() => false} onOpen={jest.fn()} />);
  expect(screen.queryByRole('tablist')).toBeNull();
});

test('the attributes and categories tabs carry the unmapped % as small badges; none when all are mapped', () => {
  const progress = {
    partnerId: 3,
    categories: 40,
    unmappedCategories: 16,
    unmappedCategoriesPercent: 40,
    attributes: 20,
    unmappedAttributes: 0,
    unmappedAttributesPercent: 0,
    productsInUnmappedCategories: 120,
  };
  renderUi(
    <PartnerTabs active="partnerCategories" can={() => true} onOpen={jest.fn()} progress={progress} />,
  );
  expect(screen.getByTestId('unmapped-categories').textContent).toBe('40% unmapped');
  expect(
    screen.getByRole('tab', { name: /Categories/ }).contains(screen.getByTestId('unmapped-categories')),
  ).toBe(true);
  expect(screen.queryByTestId('unmapped-attributes')).toBeNull();
});

test('in Estonian the badge says vastendamata', async () => {
  const progress = {
    partnerId: 3,
    categories: 4,
    unmappedCategories: 4,
    unmappedCategoriesPercent: 100,
    attributes: 2,
    unmappedAttributes: 1,
    unmappedAttributesPercent: 50,
    productsInUnmappedCategories: 9,
  };
  await act(() => i18next.changeLanguage('et'));
  try {
    renderUi(
      <PartnerTabs active="partnerProducts" can={() => true} onOpen={jest.fn()} progress={progress} />,
    );
    expect(screen.getByTestId('unmapped-categories').textContent).toBe('100% vastendamata');
    expect(screen.getByTestId('unmapped-attributes').textContent).toBe('50% vastendamata');
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});
