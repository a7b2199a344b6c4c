import { describe, expect, it } from 'vitest';
import { loadCombobox } from './lazy-combobox';

describe('the lazy combobox', () => {
  it('loads once, then gives Chakra’s Combobox and a working createListCollection', async () => {
    expect(loadCombobox()).toBe(loadCombobox());
    const { Combobox, createListCollection } = await loadCombobox();
    expect(Combobox.Root).toBeTruthy();
    const collection = createListCollection({ items: [{ key: 'a', name: 'Alpha' }], itemToValue: (item) => item.key });
    expect(collection.items.map((item) => item.name)).toEqual(['Alpha']);
  });
});
