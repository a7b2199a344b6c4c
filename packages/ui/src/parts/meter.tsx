// A labelled horizontal meter (role="progressbar"): goal progress, a style score, lessons done.
import { Box } from '@provana/ui';

export interface MeterProps {
  value: number;
  max: number;
  label: string;
  /** Chakra palette of the filled part. */
  palette?: string;
  valueText?: string;
}

export function Meter({ value, max, label, palette = 'brand', valueText }: MeterProps) {
  const percent = max === 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value} of ${max}`}
      h="2"
      w="full"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg={`${palette}.solid`} borderRadius="full" />
    </Box>
  );
}
