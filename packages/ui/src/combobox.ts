// Chakra's Combobox, for the shell's command palette: a subpath of its own, so its zag machine and
// recipe load with the palette (on first use) and never with the shared design-system chunk. It
// shares Chakra's context with '@provana/ui' because the shell, which provides that package and
// loads it first, is the only app that imports this.
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system/lazy-recipes';

registerRecipes({ slotRecipes: { combobox: comboboxSlotRecipe } });

export { Combobox, createListCollection } from '@chakra-ui/react';
export type { ListCollection } from '@chakra-ui/react';
