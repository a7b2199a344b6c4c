// A booking type's links: the address to send (with Copy), whether it is single-use or spent, a
// one-off link's times, and Delete for whoever may change the workspace.
import type { BookingLink } from '@provana/contracts/booking';
import { useDeleteBookingLinkMutation } from '@provana/api-client/booking';
import { WriteOnly } from '@provana/sections';
import { Badge, Button, HStack, Stack, Text, notify } from '@provana/ui';
import { formatDayTimeIn } from '@provana/dates';

export const linkAddress = (token: string) => `${window.location.origin}/book/${token}`;

function LinkRow({ executiveId, link, timeZone }: { executiveId: number; link: BookingLink; timeZone: string }) {
  const [remove, removing] = useDeleteBookingLinkMutation();
  const address = linkAddress(link.token);
  const copy = async () => {
    await navigator.clipboard.writeText(address).then(
      () => notify({ title: 'Link copied', type: 'success' }),
      () => notify({ title: 'Could not copy: select the address and copy it', type: 'error' }),
    );
  };
  return (
    <Stack as="li" gap="1" borderTopWidth="1px" pt="2">
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-booking-link={link.token}>
        {address}
      </Text>
      <HStack wrap="wrap" gap="2">
        {link.singleUse && <Badge colorPalette={link.usedAt ? 'gray' : 'blue'}>{link.usedAt ? 'Used' : 'Single-use'}</Badge>}
        {link.candidateTimes && <Badge colorPalette="purple">Offers {link.candidateTimes.length} times</Badge>}
        <Button size="xs" variant="outline" onClick={() => void copy()}>
          Copy link
        </Button>
        <WriteOnly>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            loading={removing.isLoading}
            onClick={() =>
              void remove({ executiveId, linkId: link.id })
                .unwrap()
                .then(() => notify({ title: 'Link deleted', type: 'success' }))
            }
          >
            Delete link
          </Button>
        </WriteOnly>
      </HStack>
      {link.candidateTimes && (
        <Text fontSize="sm" color="fg.muted">
          {link.candidateTimes.map((t) => formatDayTimeIn(t, timeZone)).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

export function LinkList({ executiveId, links, timeZone }: { executiveId: number; links: BookingLink[]; timeZone: string }) {
  if (links.length === 0) return <Text color="fg.muted">No links yet: create one to send to guests.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Links">
      {links.map((link) => (
        <LinkRow key={link.id} executiveId={executiveId} link={link} timeZone={timeZone} />
      ))}
    </Stack>
  );
}
