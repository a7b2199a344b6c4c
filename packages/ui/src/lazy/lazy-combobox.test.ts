import { describe, expect, it } from 'vitest';
import { createListCollection, preloadCombobox } from './lazy-combobox';

describe('the lazy combobox', () => {
  it('builds a list collection once its code has loaded, and says why not before', async () => {
    const options = { items: [{ key: 'a', name: 'Alpha' }], itemToValue: (item: { key: string }) => item.key };
    expect(() => createListCollection(options)).toThrow('preloadCombobox()');
    await preloadCombobox();
    expect(createListCollection(options).items.map((item) => item.name)).toEqual(['Alpha']);
  });
});
