// Decisions made, delayed and delegated per week as grouped bars: each series has its own fill
// pattern (solid, outlined, hatched) and every bar its number, so it reads in black and white.
import type { Reflection } from '@provana/contracts';
import { formatDay } from '../../lib/format';

const SERIES = [
  { key: 'strategicDecisionsMade', label: 'Decisions made', fill: '#1a202c', stroke: '#1a202c' },
  { key: 'delayedDecisions', label: 'Delayed', fill: '#ffffff', stroke: '#1a202c' },
  { key: 'delegatedTasks', label: 'Delegated', fill: 'url(#report-hatch)', stroke: '#1a202c' },
] as const;

const BAR = 14;
const GROUP_GAP = 18;
const HEIGHT = 120;
const TOP = 16;

export function ReflectionChart({ weeks }: { weeks: Reflection[] }) {
  const ordered = [...weeks].reverse(); // oldest on the left
  const max = Math.max(1, ...ordered.flatMap((w) => SERIES.map((s) => w[s.key])));
  const groupWidth = SERIES.length * BAR + GROUP_GAP;
  const width = Math.max(240, ordered.length * groupWidth + GROUP_GAP);
  const summary = ordered.map((w) => `week of ${formatDay(w.weekStart)}: ${SERIES.map((s) => `${w[s.key]} ${s.label.toLowerCase()}`).join(', ')}`).join('; ');
  return (
    <figure style={{ margin: 0 }}>
      <svg role="img" aria-label={`Decisions per week, ${summary}`} viewBox={`0 0 ${width} ${HEIGHT + TOP + 34}`} width="100%" style={{ maxWidth: width }}>
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
                    <text x={x + (BAR - 2) / 2} y={TOP + HEIGHT - h - 3} fontSize="9" textAnchor="middle">
                      {w[s.key]}
                    </text>
                  </g>
                );
              })}
              <text x={x0 + (SERIES.length * BAR) / 2} y={TOP + HEIGHT + 14} fontSize="9" textAnchor="middle">
                {w.weekStart.slice(5)}
              </text>
            </g>
          );
        })}
        <line x1={GROUP_GAP / 2} x2={width - GROUP_GAP / 2} y1={TOP + HEIGHT} y2={TOP + HEIGHT} stroke="#1a202c" />
        {SERIES.map((s, j) => (
          <g key={s.key} transform={`translate(${GROUP_GAP + j * 90}, ${TOP + HEIGHT + 24})`}>
            <rect width="10" height="10" fill={s.fill} stroke={s.stroke} />
            <text x="14" y="9" fontSize="10">
              {s.label}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
