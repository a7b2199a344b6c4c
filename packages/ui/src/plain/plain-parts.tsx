// Repeated rows draw their leaves as plain elements, styled once by the list that holds them: each
// Chakra component in a row costs a style resolution and an Emotion pass on every render (about three
// components per element; `npm run bench:first-render` counts them), while a selector in the list's
// one style object costs nothing per row. The styles come from Chakra's own recipes, so a plain badge
// or button looks and behaves exactly like <Badge> or <Button>.
import { type SystemStyleObject, useRecipe } from '@chakra-ui/react';
import type { Urgency } from '@provana/contracts';
import { useMemo } from 'react';
import { PRIORITY_PALETTE, priorityLabels } from '../priority/priority-labels';

type BadgeVariants = { variant?: 'subtle' | 'solid' | 'outline' | 'surface' | 'plain'; size?: 'xs' | 'sm' | 'md' | 'lg' };
type ButtonVariants = { variant?: 'solid' | 'subtle' | 'surface' | 'outline' | 'ghost' | 'plain'; size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' };

/** The style object of Chakra's badge recipe with these variants, for a selector in a list's styles. */
export function useBadgeStyles(variants: BadgeVariants): SystemStyleObject {
  const recipe = useRecipe({ key: 'badge' });
  const { variant, size } = variants;
  return useMemo(() => recipe({ variant, size }), [recipe, variant, size]);
}

/** The style object of Chakra's button recipe with these variants, for a selector in a list's styles. */
export function useButtonStyles(variants: ButtonVariants): SystemStyleObject {
  const recipe = useRecipe({ key: 'button' });
  const { variant, size } = variants;
  return useMemo(() => recipe({ variant, size }), [recipe, variant, size]);
}

/** Styles for plain urgency badges (`urgencyBadge()`) inside the element that carries them. */
export function useUrgencyBadgeStyles(size: BadgeVariants['size'] = 'sm'): SystemStyleObject {
  const badge = useBadgeStyles({ variant: 'subtle', size });
  return useMemo(
    () => ({
      '& [data-part=urgency]': {
        ...badge,
        '&[data-urgency=high]': { colorPalette: PRIORITY_PALETTE.high },
        '&[data-urgency=medium]': { colorPalette: PRIORITY_PALETTE.medium },
        '&[data-urgency=low]': { colorPalette: PRIORITY_PALETTE.low },
      },
      '& [data-part=urgency-dot]': { boxSize: '1.5', borderRadius: 'full', bg: 'colorPalette.500' },
    }),
    [badge],
  );
}

/**
 * PriorityIndicator's badge as plain elements: a function, not a component, so a row renders no
 * component for it. Styled by useUrgencyBadgeStyles on an ancestor.
 */
export function urgencyBadge(urgency: Urgency) {
  const { label, short } = priorityLabels(urgency);
  return (
    <span data-part="urgency" data-urgency={urgency} title={short}>
      <span data-part="urgency-dot" aria-hidden="true" />
      {label}
    </span>
  );
}
