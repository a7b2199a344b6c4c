// Settings → Delegates (the workspace's owner only, loaded when Settings opens for them): invite
// someone, see the link once, the people with access and the invitations waiting, and the limit.
import { formatApiError, skipToken, useExecutiveId } from '@provana/api-client';
import { useGetDelegatesQuery } from '@provana/api-client/delegation';
import type { CreatedInvitation } from '@provana/contracts';
import { ErrorState, Heading, LoadingState, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { CreatedLink } from './created-link';
import { DelegateRow } from './delegate-row';
import { InvitationRow } from './invitation-row';
import { InviteForm } from './invite-form';

/** The limit reached, in words (delegates and pending invitations count together). */
export const limitSentence = (limit: number) =>
  `You have reached the limit of ${limit} delegates, pending invitations included. End someone's access or cancel an invitation to invite someone else.`;

export default function DelegatesSection() {
  const executiveId = useExecutiveId();
  // Fetched again whenever Settings opens: an invitation is accepted in another browser.
  const { data, isLoading, error, refetch } = useGetDelegatesQuery(executiveId ?? skipToken, { refetchOnMountOrArgChange: true });
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const atLimit = data ? data.delegates.length + data.invitations.length >= data.limit : false;

  return (
    <Stack gap="4" data-testid="settings-delegates">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Delegates
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          An assistant or chief of staff can work in your workspace with the role you give them. Private items stay yours unless the role is Full.
        </Text>
      </Stack>
      {created ? <CreatedLink created={created} onDone={() => setCreated(null)} /> : null}
      {atLimit && data ? (
        <Text fontSize="sm" role="status">
          {limitSentence(data.limit)}
        </Text>
      ) : null}
      <InviteForm disabled={atLimit} onInvited={setCreated} />
      {isLoading ? <LoadingState label="Loading delegates..." /> : null}
      {error ? <ErrorState title="Your delegates could not be loaded" message={formatApiError(error)} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <Stack gap="2">
            <Heading as="h4" size="xs">
              People with access
            </Heading>
            {data.delegates.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No one else has access to your workspace yet.
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="People with access">
                {data.delegates.map((d) => (
                  <DelegateRow key={d.id} delegate={d} />
                ))}
              </Stack>
            )}
          </Stack>
          {data.invitations.length > 0 ? (
            <Stack gap="2">
              <Heading as="h4" size="xs">
                Pending invitations
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Pending invitations">
                {data.invitations.map((i) => (
                  <InvitationRow key={i.id} invitation={i} />
                ))}
              </Stack>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
