// An avatar that only ever shows an initial: Chakra's avatar recipe (same classes, same styles) on
// plain elements, without the image-loading state machine of Chakra's Avatar, which an initial never
// needs and which would ride in the first screen's design-system chunk. Chakra's Avatar (with images)
// is still available, loaded on first render (lazy/lazy-controls.ts).
import { type HTMLChakraProps, type SlotRecipeProps, createSlotRecipeContext } from '@chakra-ui/react';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });

export type InitialAvatarRootProps = HTMLChakraProps<'div'> & SlotRecipeProps<'avatar'>;

export const InitialAvatar = {
  Root: withProvider<HTMLDivElement, InitialAvatarRootProps>('div', 'root'),
  Fallback: withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback'),
};
