import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { categoryFixture, familiesFixture, pimCategoriesFixture } from '../../categories/fixtures';
import { fakeServer, loginWith, type FakeAnswer, type FakeRequest } from '../../categories/testing';
import { partnerFixture } from '../../partners/fixtures';
import { icecatFixture, productFixture } from '../fixtures';
import { PartnerProductPage } from './PartnerProductPage';

/** Shows the router's path, for asserting where the page went. */
function Location() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const ROUTE = '/partners/:id/product/:productId';
const KNOWN = ['partnerProducts', 'partnerCategories', 'partnerAttributes', 'partnerPriceFormulas'];

/** The catalog's answers: the partner, the product (read `reads` times so far), the modal's lists. */
function catalog(product: () => FakeAnswer = () => ({ body: { data: productFixture } })) {
  return (r: FakeRequest): FakeAnswer | undefined => {
    if (r.path === '/api/partners/7') return { body: { data: { ...partnerFixture, id: 7 } } };
    if (r.path === '/api/partner-products/101') return product();
    if (r.path === '/api/partner-price-rules/options')
      return {
        body: {
          data: {
            pim: { retailPrice: 'Retail price', wholesalePrice: 'Wholesale price' },
            partner: {
              price: 'Price',
              rrpPrice: 'Recommended retail price',
              supplierPrice: 'Supplier price',
            },
          },
        },
      };
    if (r.path === '/api/partner-categories/11') return { body: { data: categoryFixture } };
    if (r.path === '/api/partner-categories/suggestions') return { body: { data: [] } };
    if (r.path === '/api/pim-categories/list')
      return { body: { data: { rows: pimCategoriesFixture, total: pimCategoriesFixture.length } } };
    if (r.path === '/api/pim-category-mappings/selects')
      return { body: { data: { families: familiesFixture, categories: [] } } };
    if (r.path === '/api/partner-attributes/options') return { body: { data: [] } };
    if (r.path === '/api/partner-categories/save')
      return { body: { data: { id: 11 }, message: 'Category mapping saved' } };
    return undefined;
  };
}

afterEach(() => localStorage.clear());

test('the detail shows the fields, the category with its PIM path, the attributes and each price with the formula that set it and the steps', async () => {
  loginWith(KNOWN, KNOWN);
  const server = fakeServer(catalog());
  server.renderAt(<PartnerProductPage />, { path: '/partners/7/product/101', route: ROUTE });
  expect(await screen.findByRole('heading', { name: 'Laptop Pro 14' })).toBeTruthy();
  const fields = screen.getByRole('table', { name: 'Product' });
  expect(within(fields).getByText('4006381333931')).toBeTruthy();
  expect(within(fields).getByText('€1,049.90')).toBeTruthy();
  expect(within(fields).getByText('24.11.2026', { exact: false })).toBeTruthy();
  // only web addresses become images
  expect(screen.getAllByRole('link', { name: /^Image \d/ })).toHaveLength(1);
  const category = screen.getByRole('table', { name: 'Category' });
  expect(within(category).getByText('Electronics > Computers > Laptops')).toBeTruthy();
  expect(screen.getByText('Mapped')).toBeTruthy();
  const attributes = screen.getByRole('table', { name: 'Attributes' });
  const color = within(attributes).getByText('Silver').closest('tr') as HTMLElement;
  expect(within(color).getByText('Colour (colour)')).toBeTruthy();
  expect(within(color).getByRole('button', { name: 'Map the attribute color' })).toBeTruthy();
  // an attribute the partner does not know has no modal to open
  const weight = within(attributes).getByText('1.2').closest('tr') as HTMLElement;
  expect(within(weight).queryByRole('button')).toBeNull();
  // prices: labels from the options, the final value, the formula that set it, the reason of a missing one
  const prices = screen.getByRole('table', { name: 'Computed PIM prices' });
  const retail = within(prices).getByText('Retail price').closest('tr') as HTMLElement;
  await within(prices).findByText('Retail price');
  expect(within(retail).getByText('€1,399.00')).toBeTruthy();
  expect(within(retail).getByText('Formula 2')).toBeTruthy();
  expect(within(retail).getByText('overrides formula 1')).toBeTruthy();
  const wholesale = within(prices).getByText('Wholesale price').closest('tr') as HTMLElement;
  expect(within(wholesale).getByText('No margin matches the product')).toBeTruthy();
  expect(screen.getByText('Formula 2: Recommended retail price → Retail price')).toBeTruthy();
  expect(screen.getByLabelText('Steps of formula 1').textContent).toBe(
    'Price: 1049.90\nMargin 20%: 1049.90 + 20% = 1259.88\nRound up to 1299.00',
  );
  expect(screen.getByRole('link', { name: 'Price formulas' }).getAttribute('href')).toBe(
    '/partners/7/price-formulas?productId=101',
  );
});

test('the category name opens the mapping modal; a save there reloads the product', async () => {
  loginWith(KNOWN, KNOWN);
  let reads = 0;
  const server = fakeServer(
    catalog(() => {
      reads += 1;
      return { body: { data: productFixture } };
    }),
  );
  server.renderAt(<PartnerProductPage />, { path: '/partners/7/product/101', route: ROUTE });
  fireEvent.click(await screen.findByRole('button', { name: 'Map the category Laptops' }));
  await screen.findByText('Category mapping: Laptops');
  expect(server.requests.some((r) => r.path === '/api/partner-categories/11')).toBe(true);
  expect(reads).toBe(1);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(server.feedback.success).toHaveBeenCalledWith('Category mapping saved'));
  await waitFor(() => expect(reads).toBe(2));
  await waitFor(() => expect(screen.queryByText('Category mapping: Laptops')).toBeNull());
});

test('with only the products permission the category and attribute are plain text, and the prices still carry their labels', async () => {
  loginWith(['partnerProducts'], KNOWN);
  const server = fakeServer(catalog());
  server.renderAt(<PartnerProductPage />, { path: '/partners/7/product/101', route: ROUTE });
  await screen.findByRole('heading', { name: 'Laptop Pro 14' });
  const category = screen.getByRole('table', { name: 'Category' });
  expect(within(category).getByText('Laptops')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Map the/ })).toBeNull();
  const prices = screen.getByRole('table', { name: 'Computed PIM prices' });
  expect(await within(prices).findByText('Retail price')).toBeTruthy();
  expect(screen.getByText('Formula 2: Recommended retail price → Retail price')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Price formulas' })).toBeNull();
});

test('when the price labels cannot be read the prices show their codes', async () => {
  loginWith(['partnerProducts'], KNOWN);
  const answers = catalog();
  const server = fakeServer((r) =>
    r.path === '/api/partner-price-rules/options'
      ? { status: 500, body: { key: 'server_error', message: 'Server error' } }
      : answers(r),
  );
  server.renderAt(<PartnerProductPage />, { path: '/partners/7/product/101', route: ROUTE });
  await screen.findByRole('heading', { name: 'Laptop Pro 14' });
  await waitFor(() => expect(server.feedback.error).toHaveBeenCalled());
  expect(screen.getByText('retailPrice')).toBeTruthy();
});

test('a product that cannot be read sends the user to the partners list (SPEC §8)', async () => {
  const server = fakeServer(
    catalog(() => ({
      status: 404,
      body: { key: 'partner_product_not_found', message: 'Product not found' },
    })),
  );
  server.renderAt(
    <Routes>
      <Route path={ROUTE} element={<PartnerProductPage />} />
      <Route path="/partners" element={<Location />} />
    </Routes>,
    { path: '/partners/7/product/101', route: '*' },
  );
  await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/partners'));
  expect(server.feedback.error).toHaveBeenCalledWith('Product not found');
});

test('the Icecat section: status, when and by what, the sheet of the chosen language as plain text, pictures main first, features by group, and the disclaimer', async () => {
  loginWith(KNOWN, [...KNOWN, 'partnerEdit']);
  const server = fakeServer(
    catalog(() => ({ body: { data: { ...productFixture, icecat: icecatFixture } } })),
  );
  server.renderAt(<PartnerProductPage />, { path: '/partners/7/product/101', route: ROUTE });
  const section = await screen.findByRole('region', { name: 'Icecat' });
  expect(within(section).getByText('Found')).toBeTruthy();
  expect(within(section).getByText('25.11.2026', { exact: false })).toBeTruthy();
  expect(within(section).getByText('EAN', { selector: 'td' })).toBeTruthy();
  expect(within(section).getByRole('heading', { name: 'Acme Laptop Pro 14 (LP14)' })).toBeTruthy();
  // Icecat's HTML is shown as text: no tags, no script
  expect(within(section).getByText('A light 14" laptopalert(1)')).toBeTruthy();
  expect(section.querySelector('script, b, i')).toBeNull();
  expect(within(section).getByText(/All-day battery\.\s+Weighs 1\.2 kg\./)).toBeTruthy();
  // the main picture first
  const pictures = within(section).getAllByRole('link', { name: /^Icecat picture \d/ });
  expect(pictures.map((a) => a.getAttribute('href'))).toEqual([
    'https://images.icecat.biz/img/gallery/lp14.jpg',
    'https://images.icecat.biz/img/gallery/lp14-side.jpg',
  ]);
  const features = within(section).getByRole('table', { name: 'Specifications' });
  const rows = within(features)
    .getAllByRole('row')
    .map((r) => r.textContent);
  expect(rows).toEqual([
    'FeatureValue',
    'Weight & dimensions',
    'Weight1.2 kg',
    'Design',
    'ColourSilver',
    'Other',
    'Warranty2 years',
  ]);
  expect(
    within(section).getByText(
      'Product data from Icecat is provided “as is”, without any warranty of accuracy or completeness; Icecat’s Open Content License applies to it.',
    ),
  ).toBeTruthy();
  // the other language
  fireEvent.click(within(section).getByText('ET'));
  expect(await within(section).findByRole('heading', { name: 'Acme sülearvuti Pro 14 (LP14)' })).toBeTruthy();
  expect(within(section).getByText('Kaal ja mõõtmed')).toBeTruthy();
  // Look up on Icecat needs partnerEdit
  expect(within(section).queryByRole('button', { name: 'Look up on Icecat' })).toBeNull();
});

test('a product never looked up says so and why; with partnerEdit Look up on Icecat queues the partner’s look-ups and shows the answer', async () => {
  loginWith([...KNOWN, 'partnerEdit'], [...KNOWN, 'partnerEdit']);
  const answers = catalog();
  let pending = false;
  const server = fakeServer((r) => {
    if (r.path === '/api/icecat/refresh') {
      if (pending)
        return { status: 409, body: { key: 'pending_job_exists', message: 'Pending job already exists' } };
      pending = true;
      return { body: { data: { jobId: 77 }, message: 'Icecat look-ups of the partner queued (job 77)' } };
    }
    return answers(r);
  });
  server.renderAt(<PartnerProductPage />, { path: '/partners/7/product/101', route: ROUTE });
  const section = await screen.findByRole('region', { name: 'Icecat' });
  expect(within(section).getByText('The product has not been looked up on Icecat yet.')).toBeTruthy();
  expect(within(section).getByText(/The category of this product may not use Icecat\./)).toBeTruthy();
  expect(within(section).queryByTestId('icecat-disclaimer')).toBeNull();
  const button = within(section).getByRole('button', { name: 'Look up on Icecat' });
  await act(async () => fireEvent.click(button));
  await waitFor(() =>
    expect(server.feedback.success).toHaveBeenCalledWith('Icecat look-ups of the partner queued (job 77)'),
  );
  expect(server.requests.find((r) => r.path === '/api/icecat/refresh')?.body).toEqual({ partnerId: 7 });
  await act(async () => fireEvent.click(button));
  await waitFor(() => expect(server.feedback.error).toHaveBeenCalledWith('Pending job already exists'));
});

test('a look-up that found nothing shows its status and what it means', async () => {
  loginWith(KNOWN, KNOWN);
  const server = fakeServer(
    catalog(() => ({
      body: {
        data: {
          ...productFixture,
          icecat: {
            status: 'restricted',
            lookedUpBy: null,
            fetchedAt: '2026-11-25T09:30:00.000Z',
            sheets: [],
          },
        },
      },
    })),
  );
  server.renderAt(<PartnerProductPage />, { path: '/partners/7/product/101', route: ROUTE });
  const section = await screen.findByRole('region', { name: 'Icecat' });
  expect(within(section).getByText('Full Icecat only')).toBeTruthy();
  expect(within(section).getByText(/only in Full Icecat/)).toBeTruthy();
  expect(within(section).queryByRole('table', { name: 'Specifications' })).toBeNull();
});
