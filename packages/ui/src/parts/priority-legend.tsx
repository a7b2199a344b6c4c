// The legend: one dot and label per urgency, with the short word.
import { HStack, PriorityIndicator, Text, URGENCIES, priorityLabels } from '@provana/ui';

export function PriorityLegend({ showShort = true }: { showShort?: boolean }) {
  return (
    <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" aria-label="Priority legend">
      {URGENCIES.map((urgency) => {
        const { label, short } = priorityLabels(urgency);
        return (
          <HStack as="li" key={urgency} gap="1.5">
            <PriorityIndicator urgency={urgency} variant="dot" size="md" />
            <Text fontSize="sm" aria-hidden="true">
              {label}
            </Text>
            {showShort && (
              <Text fontSize="xs" color="fg.muted" letterSpacing="wider">
                {short}
              </Text>
            )}
          </HStack>
        );
      })}
    </HStack>
  );
}
