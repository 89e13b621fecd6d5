import { categoryPathLabel } from './categories';

test('a partner category reads as its path, levels apart by " › "', () => {
  expect(categoryPathLabel({ name: 'Akku', path: ['Ersatzteile', 'iPhone 12', 'Akku'] })).toBe(
    'Ersatzteile › iPhone 12 › Akku',
  );
  // Parents only (a feed with category codes): the name ends the path.
  expect(categoryPathLabel({ name: 'Akku', path: ['Ersatzteile', 'iPhone 12'] })).toBe(
    'Ersatzteile › iPhone 12 › Akku',
  );
  expect(categoryPathLabel({ name: 'Display', path: [] })).toBe('Display');
  expect(categoryPathLabel({ name: 'Display', path: null })).toBe('Display');
  expect(categoryPathLabel({ name: 'Misc', path: ['', 'Misc'] })).toBe('Misc');
});
