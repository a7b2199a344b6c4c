// The styles of the brief's rows: a row is plain elements marked with data-part, so drawing one renders
// no Chakra component (see @provana/ui's plain parts). The parts' styles (badges, Complete and Done
// buttons, text) are one style object on the brief's root, shared by both task lists (marked
// data-task-list): Emotion parses its 18 KB of CSS once per page, in the commit that shows the brief,
// rather than once per list. Each list carries only its own small layout.
import { type SystemStyleObject, useBadgeStyles, useButtonStyles, useUrgencyBadgeStyles } from '@provana/ui';
import { useMemo } from 'react';

/** Flex layouts as Chakra's Stack (a column) and HStack (a centred row) draw them. */
const column = (gap: string): SystemStyleObject => ({ display: 'flex', flexDirection: 'column', gap });
const row = (gap: string): SystemStyleObject => ({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap });

/** The attribute that marks a task list, so the parts' selectors reach no other list of the brief. */
export const TASK_LIST = { 'data-task-list': '' } as const;

/** `& <selector>` keys rewritten to reach only inside task lists. */
function insideTaskLists(styles: SystemStyleObject): SystemStyleObject {
  return Object.fromEntries(Object.entries(styles).map(([key, value]) => [key.replace(/^& /, '& [data-task-list] '), value]));
}

/** For the element that holds the task lists: their rows' parts. */
export function useTaskRowPartStyles(): SystemStyleObject {
  const urgency = useUrgencyBadgeStyles('sm');
  const completed = useBadgeStyles({ variant: 'subtle' });
  const overdue = useBadgeStyles({ variant: 'solid', size: 'sm' });
  const button = useButtonStyles({ size: 'sm', variant: 'outline' });
  const solidButton = useButtonStyles({ size: 'sm', variant: 'solid' });
  return useMemo(
    () =>
      insideTaskLists({
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
    [urgency, completed, overdue, button, solidButton],
  );
}

interface TaskRowLayout {
  /** Between rows, and between the lines of a row's text. */
  gap: string;
  textGap: string;
  /** How a row aligns its text and its button. */
  align: 'center' | 'start';
}

/** A task list's own layout; its rows' parts are styled by useTaskRowPartStyles on an ancestor. */
export function taskRowLayout({ gap, textGap, align }: TaskRowLayout): SystemStyleObject {
  return {
    ...column(gap),
    listStyleType: 'none',
    '& > li': { display: 'flex', gap: '3', justifyContent: 'space-between', alignItems: align },
    '& [data-part=text]': column(textGap),
  };
}
