// The lazily loaded Chakra combobox (see lazy-combobox.ts): its zag machine, its recipe and zag's
// list collection stay out of the design-system chunk every page downloads.
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system/lazy-recipes';

registerRecipes({ slotRecipes: { combobox: comboboxSlotRecipe } });

export { Combobox, createListCollection } from '@chakra-ui/react';
