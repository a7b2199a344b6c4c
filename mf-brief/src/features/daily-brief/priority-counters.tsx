// The three counters at the top of the brief: open priorities per urgency, with the spec's labels.
// Three across at every width: stacked on a phone they took the whole first screen. Plain elements
// styled by the grid (a Chakra component per line costs a style resolution per render).
import { PRIORITY_PALETTE, URGENCIES, chakra, priorityLabels, type SystemStyleObject } from '@provana/ui';
import type { UrgencyCounts } from './brief-selectors';

const COUNTER_GRID: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '3',
  '& [data-part=counter]': { display: 'flex', flexDirection: 'column', gap: '1', borderWidth: '1px', borderRadius: 'lg', p: '4' },
  '& [data-part=dot-wrap]': { display: 'inline-flex', alignItems: 'center' },
  '& [data-part=dot]': { boxSize: '2', borderRadius: 'full', bg: 'colorPalette.500' },
  '& [data-part=count]': { fontSize: '3xl', fontWeight: 'bold', lineHeight: '1' },
  '& [data-part=label]': { fontSize: 'sm', color: 'fg.muted' },
  ...Object.fromEntries(URGENCIES.map((urgency) => [`& [data-urgency=${urgency}]`, { colorPalette: PRIORITY_PALETTE[urgency] }])),
};

export function PriorityCounters({ counts }: { counts: UrgencyCounts }) {
  return (
    <chakra.div css={COUNTER_GRID} aria-label="Open priorities by urgency">
      {URGENCIES.map((urgency) => {
        const { label } = priorityLabels(urgency);
        return (
          <div key={urgency} data-part="counter" data-testid={`counter-${urgency}`}>
            {/* Decorative here: the label below already names the urgency for screen readers. */}
            <div aria-hidden="true">
              <span data-part="dot-wrap" title={label} data-urgency={urgency}>
                <span data-part="dot" />
              </span>
            </div>
            <p data-part="count">{counts[urgency]}</p>
            <p data-part="label">{label}</p>
          </div>
        );
      })}
    </chakra.div>
  );
}
