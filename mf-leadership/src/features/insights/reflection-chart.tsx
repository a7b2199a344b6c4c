// Decisions made, delayed and delegated per week: a small hand-written SVG bar chart (role="img",
// titled), with the same numbers in a visually hidden table for screen readers.
import type { Reflection } from '@provana/contracts';
import { Box, HStack, Text, VisuallyHidden } from '@provana/ui';
import { useId } from 'react';
import { formatDay } from '@provana/dates';
import { barSlots, niceTicks, yOf } from './chart-scale';

export const CHART_WEEKS = 8;

const SERIES = [
  { key: 'strategicDecisionsMade', label: 'Decisions made', color: 'var(--chakra-colors-brand-fg)' },
  { key: 'delayedDecisions', label: 'Delayed', color: 'var(--chakra-colors-orange-fg)' },
  { key: 'delegatedTasks', label: 'Delegated', color: 'var(--chakra-colors-green-fg)' },
] as const;
// The theme's tokens (700 shades in light, 300 in dark), set through style so they follow the mode.
const GRID = { stroke: 'var(--chakra-colors-border)' };
const LABEL = { fill: 'var(--chakra-colors-fg-muted)' };

const W = 320;
const H = 140;
const LEFT = 22;
const BOTTOM = 18;

export function ReflectionChart({ reflections }: { reflections: readonly Reflection[] }) {
  const titleId = useId();
  const weeks = [...reflections].sort((a, b) => a.weekStart.localeCompare(b.weekStart)).slice(-CHART_WEEKS);
  const ticks = niceTicks(weeks.flatMap((w) => SERIES.map((s) => w[s.key])));
  const top = ticks.at(-1) ?? 1;
  const plotH = H - BOTTOM;
  const slots = barSlots(weeks.length, SERIES.length, W - LEFT);
  const title = `Decisions made, delayed and delegated per week, ${weeks.length} weeks`;
  return (
    <Box as="figure" m="0" data-testid="reflection-chart">
      <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxHeight: 220 }}>
        <title id={titleId}>{title}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={LEFT} x2={W} y1={yOf(t, top, plotH)} y2={yOf(t, top, plotH)} style={GRID} />
            <text x={LEFT - 4} y={yOf(t, top, plotH) + 3} fontSize="8" textAnchor="end" style={LABEL}>
              {t}
            </text>
          </g>
        ))}
        {weeks.map((w, g) => (
          <g key={w.weekStart}>
            {SERIES.map((s, b) => {
              const slot = slots[g]?.[b];
              if (!slot) return null;
              const y = yOf(w[s.key], top, plotH);
              return (
                <rect
                  key={s.key}
                  x={LEFT + slot.x}
                  y={y}
                  width={slot.width}
                  height={plotH - y}
                  style={{ fill: s.color }}
                  data-series={s.key}
                  data-value={w[s.key]}
                />
              );
            })}
            <text x={LEFT + (slots[g]?.[1]?.x ?? 0) + (slots[g]?.[1]?.width ?? 0) / 2} y={H - 5} fontSize="8" textAnchor="middle" style={LABEL}>
              {formatDay(w.weekStart, 'short')}
            </text>
          </g>
        ))}
      </svg>
      <HStack as="figcaption" gap="4" justify="center" fontSize="sm" aria-hidden="true">
        {SERIES.map((s) => (
          <HStack key={s.key} gap="1">
            <Box w="3" h="3" borderRadius="sm" style={{ background: s.color }} />
            <Text>{s.label}</Text>
          </HStack>
        ))}
      </HStack>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{formatDay(w.weekStart)}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{w[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
