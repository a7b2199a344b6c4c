// Recipes of lazily loaded components join the system when their chunk loads, not with the
// design-system chunk. Chakra reads theme.recipes / theme.slotRecipes by key on a component's
// first render (system.getRecipeFn caches afterwards), so adding them before that render is enough.
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';
import { provanaSystem } from './system';

export function registerRecipes(added: { recipes?: Record<string, RecipeDefinition>; slotRecipes?: Record<string, SlotRecipeConfig> }): void {
  const theme = provanaSystem()._config.theme ?? {};
  theme.recipes = { ...theme.recipes, ...added.recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...added.slotRecipes };
}
