// The semicolon CSV feed that the service, integration, fault and end-to-end tests serve from their own
// HTTP servers (columns code;sku;name;brand;category;price;stock, and what a test adds after them), and
// the partner params that read it: one place, so a change to the params' shape changes every test.

/** Feed columns → partner fields. */
export const TEST_CSV_FIELDS = {
  code: 'code',
  sku: 'sku',
  name: 'name',
  brand: 'brand',
  categoryPath: 'category',
  price: 'price',
  amount: 'stock',
};

/** A partner's params for the feed, but its url. */
export const TEST_CSV_PARAMS = {
  delimiter: ';',
  decimalSeparator: '.',
  categorySeparator: '/',
  fields: TEST_CSV_FIELDS,
};
