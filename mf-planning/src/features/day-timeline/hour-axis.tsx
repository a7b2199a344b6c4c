// The axis behind the items: hour lines and labels, working hours (08:00-18:00) shaded, and the
// now-line when the day is today. Decorative for screen readers: the timeline says the same in text.
// The "Now" badge sits in the hour labels' column, never over an item's text, and takes the place of
// an hour label it would touch.
import { Box, Text } from '@provana/ui';
import { timeOfDay } from './item-labels';
import { type Axis, WORKING_HOURS, axisHours, minuteToPx } from './time-scale';

/** The width of the hour labels' column: narrower on a phone, so the items keep the width (set in GUTTER_WIDTH). */
export const GUTTER = 'var(--timeline-gutter)';
/** Style of the element holding the axis and the items: defines GUTTER. */
export const GUTTER_WIDTH = { '--timeline-gutter': '3.5rem', md: { '--timeline-gutter': '4.5rem' } } as const;

const NOW_CLEARANCE_PX = 18;

export function HourAxis({ axis, now }: { axis: Axis; now: number | null }) {
  const workFrom = Math.max(axis.start, WORKING_HOURS.start);
  const workTo = Math.min(axis.end, WORKING_HOURS.end);
  const showNow = now !== null && now >= axis.start && now <= axis.end;
  const nowPx = showNow ? minuteToPx(now, axis) : null;
  // Both are 1rem tall and centred on their line: closer than that, they would share pixels.
  const besideNow = (minutes: number) => nowPx !== null && Math.abs(minuteToPx(minutes, axis) - nowPx) < NOW_CLEARANCE_PX;
  return (
    <Box aria-hidden="true" position="absolute" inset="0" pointerEvents="none">
      {workTo > workFrom && (
        <Box
          position="absolute"
          left={GUTTER}
          right="0"
          top={`${minuteToPx(workFrom, axis)}px`}
          height={`${minuteToPx(workTo, axis) - minuteToPx(workFrom, axis)}px`}
          bg="bg.muted"
          data-testid="working-hours"
        />
      )}
      {axisHours(axis).map((minutes) => (
        <Box key={minutes} position="absolute" left="0" right="0" top={`${minuteToPx(minutes, axis)}px`} borderTopWidth="1px" borderColor="border">
          <Text
            position="absolute"
            top="-0.55rem"
            left="0"
            w={GUTTER}
            pe={{ base: '1', md: '2' }}
            textAlign="end"
            fontSize={{ base: '2xs', md: 'xs' }}
            whiteSpace="nowrap"
            color="fg.muted"
            bg="bg"
            lineHeight="1rem"
          >
            {besideNow(minutes) ? null : timeOfDay(minutes)}
          </Text>
        </Box>
      ))}
      {showNow && (
        <Box position="absolute" left="0" right="0" top={`${nowPx}px`} borderTopWidth="2px" borderColor="red.600" zIndex="2" data-testid="now-line">
          <Text
            position="absolute"
            top="-0.6rem"
            left="1"
            px="1"
            fontSize="2xs"
            fontWeight="semibold"
            bg="red.600"
            color="white"
            borderRadius="sm"
            lineHeight="1rem"
          >
            Now
          </Text>
        </Box>
      )}
    </Box>
  );
}
