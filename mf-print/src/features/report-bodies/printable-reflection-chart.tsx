// Decisions made, delayed and delegated per week as grouped bars: each series has its own fill
// pattern (solid, outlined, hatched) and every bar its number, so it reads in black and white.
import type { Reflection } from '@provana/contracts';
import { HStack, Text } from '@provana/ui';
import { formatDay } from '../../lib/format';

const SERIES = [
  { key: 'strategicDecisionsMade', label: 'Decisions made', fill: '#1a202c', stroke: '#1a202c' },
  { key: 'delayedDecisions', label: 'Delayed', fill: '#ffffff', stroke: '#1a202c' },
  { key: 'delegatedTasks', label: 'Delegated', fill: 'url(#report-hatch)', stroke: '#1a202c' },
] as const;

const BAR = 22;
const GROUP_GAP = 28;
const HEIGHT = 140;
const TOP = 18;

export function PrintableReflectionChart({ weeks }: { weeks: Reflection[] }) {
  const ordered = [...weeks].reverse(); // oldest on the left
  const max = Math.max(1, ...ordered.flatMap((w) => SERIES.map((s) => w[s.key])));
  const groupWidth = SERIES.length * BAR + GROUP_GAP;
  const width = Math.max(240, ordered.length * groupWidth + GROUP_GAP);
  const summary = ordered.map((w) => `week of ${formatDay(w.weekStart)}: ${SERIES.map((s) => `${w[s.key]} ${s.label.toLowerCase()}`).join(', ')}`).join('; ');
  return (
    <figure style={{ margin: 0 }}>
      <svg role="img" aria-label={`Decisions per week, ${summary}`} viewBox={`0 0 ${width} ${HEIGHT + TOP + 22}`} width="100%" style={{ maxWidth: width }}>
        <defs>
          <pattern id="report-hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="5" height="5" fill="#ffffff" />
            <line x1="0" y1="0" x2="0" y2="5" stroke="#1a202c" strokeWidth="2" />
          </pattern>
        </defs>
        {ordered.map((w, i) => {
          const x0 = GROUP_GAP + i * groupWidth;
          return (
            <g key={w.id}>
              {SERIES.map((s, j) => {
                const h = (w[s.key] / max) * HEIGHT;
                const x = x0 + j * BAR;
                return (
                  <g key={s.key}>
                    <rect x={x} y={TOP + HEIGHT - h} width={BAR - 2} height={Math.max(h, 0.5)} fill={s.fill} stroke={s.stroke} />
                    <text x={x + (BAR - 2) / 2} y={TOP + HEIGHT - h - 3} fontSize="11" textAnchor="middle">
                      {w[s.key]}
                    </text>
                  </g>
                );
              })}
              <text x={x0 + (SERIES.length * BAR) / 2} y={TOP + HEIGHT + 16} fontSize="11" textAnchor="middle">
                {w.weekStart.slice(5)}
              </text>
            </g>
          );
        })}
        <line x1={GROUP_GAP / 2} x2={width - GROUP_GAP / 2} y1={TOP + HEIGHT} y2={TOP + HEIGHT} stroke="#1a202c" />
      </svg>
      <HStack as="figcaption" gap="4" wrap="wrap" fontSize="sm" mt="1">
        {SERIES.map((s) => (
          <HStack key={s.key} gap="1.5">
            <svg width="12" height="12" aria-hidden="true">
              <rect x="0.5" y="0.5" width="11" height="11" fill={s.fill} stroke={s.stroke} />
            </svg>
            <Text as="span">{s.label}</Text>
          </HStack>
        ))}
      </HStack>
    </figure>
  );
}
