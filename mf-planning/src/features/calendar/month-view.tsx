// The month grid Sun to Sat as an ARIA grid with roving focus: arrow keys move between days
// (crossing into the next or previous month), Enter or Space opens a day, a click does too.
// On a phone a cell is about 40 px wide: titles there are read, not shown, and a count shows instead.
import { Box, Grid, Text, VisuallyHidden } from '@provana/ui';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatDay } from '@provana/dates';
import { type DayItem, colourToken } from '../subscriptions/subscription-view';
import { capItems, monthGrid, moveDay } from './month-grid';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface MonthViewProps {
  month: string;
  title: string;
  itemsByDay: ReadonlyMap<string, DayItem[]>;
  focused: string;
  selected: string | null;
  today: string;
  onFocusDay: (date: string) => void;
  onOpenDay: (date: string) => void;
}

export function MonthView({ month, title, itemsByDay, focused, selected, today, onFocusDay, onOpenDay }: MonthViewProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!hadFocus.current) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, date: string) => {
    const next = moveDay(date, event.key);
    if (next) {
      event.preventDefault();
      hadFocus.current = true;
      onFocusDay(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(date);
    }
  };

  return (
    <Box role="grid" aria-label={title} ref={gridRef} data-testid="month-grid" onFocus={() => (hadFocus.current = true)}>
      <Grid role="row" templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1">
        {WEEKDAYS.map((day) => (
          <Text role="columnheader" key={day} fontSize="sm" fontWeight="semibold" textAlign="center" color="fg.muted">
            {day}
          </Text>
        ))}
      </Grid>
      {monthGrid(month).map((week) => (
        <Grid role="row" key={week[0]?.date} templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1">
          {week.map((cell) => {
            const { shown, more } = capItems(itemsByDay.get(cell.date) ?? []);
            return (
              <Box
                role="gridcell"
                key={cell.date}
                data-date={cell.date}
                data-testid="day-cell"
                tabIndex={cell.date === focused ? 0 : -1}
                aria-selected={cell.date === selected}
                aria-current={cell.date === today ? 'date' : undefined}
                onClick={() => {
                  onFocusDay(cell.date);
                  onOpenDay(cell.date);
                }}
                onKeyDown={(e) => onKeyDown(e, cell.date)}
                minH={{ base: '3.25rem', md: '5.5rem' }}
                p="1"
                borderWidth={cell.date === selected ? '2px' : '1px'}
                borderColor={cell.date === selected ? 'brand.600' : 'border'}
                borderRadius="md"
                bg={cell.inMonth ? 'bg' : 'bg.muted'}
                cursor="pointer"
                position="relative"
                overflow="hidden"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                <VisuallyHidden>{formatDay(cell.date)}</VisuallyHidden>
                <Text fontSize="sm" fontWeight={cell.date === today ? 'bold' : 'normal'} color={cell.inMonth ? 'fg' : 'fg.muted'} aria-hidden="true">
                  {cell.day}
                </Text>
                {/* A cell's name is its date, then the shown items and '+N more'. */}
                <Box srOnly={{ base: true, md: false }}>
                  {shown.map((item) => (
                    <Text
                      key={item.id}
                      fontSize="xs"
                      truncate
                      data-testid="cell-item"
                      {...(item.source ? { borderStartWidth: '3px', borderColor: colourToken(item.source.colour), ps: '1', 'data-subscribed': 'true' } : {})}
                    >
                      {item.title}
                      {/* A subscribed calendar's event says where it comes from (its colour is not read out). */}
                      {item.source && <VisuallyHidden>, from {item.source.name}</VisuallyHidden>}
                    </Text>
                  ))}
                  {more > 0 && (
                    <Text fontSize="xs" color="fg.muted" data-testid="cell-more">
                      +{more} more
                    </Text>
                  )}
                </Box>
                {shown.length > 0 && (
                  <Text
                    aria-hidden="true"
                    hideFrom="md"
                    w="fit-content"
                    mt="0.5"
                    px="1.5"
                    borderRadius="full"
                    bg="brand.muted"
                    color="brand.fg"
                    fontSize="2xs"
                    fontWeight="semibold"
                    lineHeight="1rem"
                    data-testid="cell-count"
                  >
                    {shown.length + more}
                  </Text>
                )}
              </Box>
            );
          })}
        </Grid>
      ))}
    </Box>
  );
}
