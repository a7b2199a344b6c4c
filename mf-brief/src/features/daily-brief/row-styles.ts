// The styles of the brief's rows, held by the list: a row is plain elements marked with data-part,
// so drawing one renders no Chakra component (see @provana/ui's plain parts).
import { type SystemStyleObject, useBadgeStyles, useButtonStyles, useUrgencyBadgeStyles } from '@provana/ui';
import { useMemo } from 'react';

/** Flex layouts as Chakra's Stack (a column) and HStack (a centred row) draw them. */
const column = (gap: string): SystemStyleObject => ({ display: 'flex', flexDirection: 'column', gap });
const row = (gap: string): SystemStyleObject => ({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap });

interface TaskRowLayout {
  /** Between rows, and between the lines of a row's text. */
  gap: string;
  textGap: string;
  /** How a row aligns its text and its button. */
  align: 'center' | 'start';
}

/** A list of task rows: their layout, Complete/Done buttons and badges. */
export function useTaskRowStyles({ gap, textGap, align }: TaskRowLayout): SystemStyleObject {
  const urgency = useUrgencyBadgeStyles('sm');
  const completed = useBadgeStyles({ variant: 'subtle' });
  const overdue = useBadgeStyles({ variant: 'solid', size: 'sm' });
  const button = useButtonStyles({ size: 'sm', variant: 'outline' });
  const solidButton = useButtonStyles({ size: 'sm', variant: 'solid' });
  return useMemo(
    () => ({
      ...column(gap),
      listStyleType: 'none',
      '& > li': { display: 'flex', gap: '3', justifyContent: 'space-between', alignItems: align },
      '& [data-part=text]': column(textGap),
      '& [data-part=headline]': row('2'),
      '& [data-part=meta]': { ...row('2'), flexWrap: 'wrap' },
      '& [data-part=task]': { fontWeight: 'medium' },
      '& > li[data-completed=true] [data-part=task]': { textDecoration: 'line-through', color: 'fg.muted' },
      '& [data-part=title]': { fontWeight: 'semibold' },
      '& [data-part=description]': { fontSize: 'sm', color: 'fg.muted' },
      '& [data-part=due]': { fontSize: 'xs', color: 'fg.muted' },
      '& [data-part=completed]': { ...completed, colorPalette: 'green' },
      '& [data-part=overdue]': { ...overdue, colorPalette: 'red' },
      '& [data-part=complete][data-variant=outline]': { ...button, colorPalette: 'green' },
      '& [data-part=complete][data-variant=solid]': { ...solidButton, colorPalette: 'green' },
      ...urgency,
    }),
    [gap, textGap, align, urgency, completed, overdue, button, solidButton],
  );
}
