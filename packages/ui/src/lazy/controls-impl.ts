// The lazily loaded Chakra controls (see lazy-controls.ts): their zag state machines and recipes
// stay out of the design-system chunk every page downloads.
import { checkboxSlotRecipe, checkmarkRecipe, progressSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system/lazy-recipes';

registerRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, progress: progressSlotRecipe, tabs: tabsSlotRecipe },
});

export { Avatar, Checkbox, Progress, Tabs } from '@chakra-ui/react';
