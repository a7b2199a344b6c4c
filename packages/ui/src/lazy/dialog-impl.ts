// The lazily loaded Chakra dialog (see lazy-dialog.ts): its zag machine, focus trap, outside-click
// and scroll-lock code stay out of the design-system chunk every page downloads. (Its recipe stays
// there: LightDialog, on the first screen, is styled by it too.)
export { Dialog } from '@chakra-ui/react';
