// "added by Sam" beside an item a delegate last added or changed (the API's byDelegate, from the
// workspace's activity log): short and muted, the first name only; the full name rides along as
// the element's title. Nothing when the executive wrote it last.
import type { ByDelegate } from '@provana/contracts';
import { Text } from '@provana/ui';

/** "added by Sam" from { name: 'Sam Lee', verb: 'added' }. */
export const byDelegateText = (by: ByDelegate): string => `${by.verb} by ${by.name.trim().split(/\s+/)[0] || by.name}`;

export function ByDelegateNote({ by }: { by: ByDelegate | null | undefined }) {
  if (!by) return null;
  return (
    <Text as="span" fontSize="xs" color="fg.muted" title={`${by.verb} by ${by.name}`} data-testid="by-delegate">
      {byDelegateText(by)}
    </Text>
  );
}
