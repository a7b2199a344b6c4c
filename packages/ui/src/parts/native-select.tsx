// A native <select> styled like the design system's inputs (give it an aria-label: Field.Label does
// not label it): keyboard and screen-reader behaviour for
// free, and no select recipe in the shared design-system chunk.
import { chakra } from '@provana/ui';

export const NativeSelect = chakra('select', {
  base: {
    width: '100%',
    height: '10',
    paddingInline: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg',
    fontSize: 'sm',
    // A refused choice is marked as a refused input is (SelectField sets aria-invalid).
    _invalid: { borderColor: 'border.error' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' },
  },
});
