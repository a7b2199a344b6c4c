// The polite note for a deep link whose item is not there (deleted, or never this account's), so the
// executive hears why nothing was highlighted. A section may say more (e.g. "already completed").
import { Text } from '@provana/ui';
import type { DeepLink } from './use-deep-link';

export const MISSING_ITEM_TEXT = 'That item no longer exists.';

export function DeepLinkNote({ link, children }: { link: Pick<DeepLink, 'status'>; children?: string }) {
  const text = children ?? (link.status === 'missing' ? MISSING_ITEM_TEXT : null);
  if (!text) return null;
  return (
    <Text role="status" fontSize="sm" color="fg.muted" mb="3" data-testid="deep-link-note">
      {text}
    </Text>
  );
}
