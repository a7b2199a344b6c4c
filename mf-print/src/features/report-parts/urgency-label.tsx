// Urgency as text with a marker shape, readable in black and white (colour only reinforces it).
import { Badge } from '@provana/ui';

const LABELS = { high: '▲ High', medium: '● Medium', low: '▽ Low' } as const;
const PALETTES = { high: 'red', medium: 'orange', low: 'gray' } as const;

export function UrgencyLabel({ urgency }: { urgency: keyof typeof LABELS | null }) {
  if (!urgency) return <>None</>;
  return (
    <Badge colorPalette={PALETTES[urgency]} variant="outline">
      {LABELS[urgency]}
    </Badge>
  );
}
