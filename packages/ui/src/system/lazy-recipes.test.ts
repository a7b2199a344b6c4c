import { describe, expect, it } from 'vitest';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './lazy-recipes';
import { provanaSystem } from './system';

const system = provanaSystem();

describe('registerRecipes', () => {
  it('makes a lazily loaded slot recipe resolvable by key after the system was built', () => {
    expect(system.isSlotRecipe('tabs')).toBe(false);
    registerRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });
    expect(system.isSlotRecipe('tabs')).toBe(true);
    expect(system.getSlotRecipeFn('tabs').classNameMap.root).toBe('chakra-tabs__root');
    // Eager recipes stay.
    expect(system.isRecipe('button')).toBe(true);
  });
});
