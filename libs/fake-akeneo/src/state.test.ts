import { mergeProduct } from './product-validation';
import { createState } from './state';

const nameValue = (data: string) => [{ locale: 'en_US', scope: null, data }];

describe('fake akeneo: the product store', () => {
  it('never changes a stored product in place: a merge builds its successor, the old object stays as it was', () => {
    const state = createState({
      products: [{ identifier: 'p1', family: 'tools', values: { name: nameValue('Drill') } }],
    });
    const before = state.products.get('p1')!;
    const snapshot = structuredClone(before);

    state.putOwnedProduct(
      mergeProduct(before, 'p1', {
        categories: ['power_tools'],
        values: { name: nameValue('Hammer drill') },
      }),
    );

    expect(before).toEqual(snapshot);
    const after = state.products.get('p1')!;
    expect(after).not.toBe(before);
    expect(after.values.name).toEqual(nameValue('Hammer drill'));
    expect(after.categories).toEqual(['power_tools']);
    expect(after.uuid).toBe(before.uuid);
  });

  it('stores a copy of what putProduct is given, so the caller may change its object afterwards', () => {
    const state = createState({ products: [] });
    const given = { identifier: 'p2', family: 'tools', values: { name: nameValue('Saw') } };
    state.putProduct(given);
    given.values.name[0]!.data = 'changed';
    expect(state.products.get('p2')!.values.name).toEqual(nameValue('Saw'));
  });

  it('moves a unique value to the product that now holds it', () => {
    const state = createState({ products: [{ identifier: 'p3', family: 'tools' }] });
    expect(state.uniqueHolder('sku', 'p3')).toBeUndefined();
    const sku = state.attributes.find((a) => a.unique)!.code;
    state.putOwnedProduct(
      mergeProduct(state.products.get('p3'), 'p3', {
        values: { [sku]: [{ locale: null, scope: null, data: 'S-1' }] },
      }),
    );
    expect(state.uniqueHolder(sku, 'S-1')).toBe('p3');
    state.putOwnedProduct(
      mergeProduct(state.products.get('p3'), 'p3', {
        values: { [sku]: [{ locale: null, scope: null, data: 'S-2' }] },
      }),
    );
    expect(state.uniqueHolder(sku, 'S-1')).toBeUndefined();
    expect(state.uniqueHolder(sku, 'S-2')).toBe('p3');
  });
});
