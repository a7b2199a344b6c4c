// The lazily loaded Chakra controls (see lazy-controls.ts): their zag state machines and recipes
// stay out of the design-system chunk every page downloads.
import { checkboxSlotRecipe, checkmarkRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system/lazy-recipes';

registerRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, tabs: tabsSlotRecipe },
});

export { Avatar, Checkbox, Tabs } from '@chakra-ui/react';
