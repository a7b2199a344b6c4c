// An invitation opened by a signed-in account: who invites, with which role, and Accept; or, in words,
// why it cannot be accepted (used, cancelled, expired, sent to another address, not a valid link).
// Accepted: the tab opens that workspace.
import { apiErrorDetail, useSessionUser } from '@provana/api-client';
import { useAcceptInvitationMutation, useGetInvitationQuery } from '@provana/api-client/delegation';
import type { InvitationView } from '@provana/contracts';
import { Button, HStack, Spinner, Stack, Text } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { useLocation } from '@provana/router';
import { useState } from 'react';
import { AccountLinkFrame } from '../../lib/account-link-frame';
import { useSignOut } from '../../dialogs/use-sign-out';
import { sectionPath, DEFAULT_SECTION } from '../../lib/sections';
import { lastDayOfAccess } from '../workspace/access-end';
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from '../workspace/role-words';
import { useOpenWorkspace } from '../workspace/use-workspace-navigation';
import { invitationTokenOf } from './invitation-path';

const STATUS_WORDS: Record<Exclude<InvitationView['status'], 'pending'>, string> = {
  accepted: 'This invitation has already been accepted. Each invitation link works once.',
  cancelled: 'This invitation was cancelled. Ask for a new one if you still need access.',
  expired: 'This invitation has expired: links work for 7 days. Ask for a new one.',
};

/** Why this account cannot accept, in words; null when it can. */
export function refusalOf(invitation: InvitationView, signedInEmail: string): string | null {
  if (invitation.status !== 'pending') return STATUS_WORDS[invitation.status];
  if (!invitation.forThisAccount) {
    return `This invitation was sent to ${invitation.email}, and you are signed in as ${signedInEmail}. Sign in with ${invitation.email} to accept it.`;
  }
  return null;
}

/** "Dana Reyes invites you to work in their workspace as Editor." */
export const invitationSentence = (invitation: InvitationView) =>
  `${invitation.executiveName} invites you to work in their workspace as ${ROLE_NAMES[invitation.role]}.`;

function Invitation({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { user } = useSessionUser();
  const { signOut, isLoading: signingOut } = useSignOut();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const openWorkspace = useOpenWorkspace();
  const [error, setError] = useState<string | null>(null);
  const refusal = refusalOf(invitation, user?.email ?? '');

  const onAccept = async () => {
    setError(null);
    try {
      const { workspace } = await accept(token).unwrap();
      if (workspace.role === 'owner') return;
      openWorkspace(
        { executiveId: workspace.executiveId, name: workspace.name, role: workspace.role, timeZone: workspace.timeZone },
        sectionPath(DEFAULT_SECTION),
      );
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    }
  };

  return (
    <Stack gap="4">
      <Text fontSize="lg">{invitationSentence(invitation)}</Text>
      <Text color="fg.muted">{ROLE_DESCRIPTIONS[invitation.role]}</Text>
      {invitation.endsAt ? <Text color="fg.muted">Your access lasts until the end of {lastDayOfAccess(invitation.endsAt)}.</Text> : null}
      {refusal ? (
        <Text role="alert" color="fg.error">
          {refusal}
        </Text>
      ) : null}
      <FormError>{error}</FormError>
      <HStack gap="3" wrap="wrap">
        {refusal === null ? (
          <Button colorPalette="brand" onClick={() => void onAccept()} disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? 'Accepting...' : 'Accept'}
          </Button>
        ) : null}
        {invitation.status === 'pending' && !invitation.forThisAccount ? (
          <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
            Sign out
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => openWorkspace(null, sectionPath(DEFAULT_SECTION))}>
          Go to your workspace
        </Button>
      </HStack>
    </Stack>
  );
}

export default function InvitationPage() {
  const { pathname } = useLocation();
  const token = invitationTokenOf(pathname) ?? '';
  const { data, error, isLoading } = useGetInvitationQuery(token);
  return (
    <AccountLinkFrame title="Invitation">
      {isLoading ? (
        <HStack role="status" gap="3">
          <Spinner size="sm" aria-hidden="true" />
          <Text>Loading the invitation...</Text>
        </HStack>
      ) : data ? (
        <Invitation token={token} invitation={data} />
      ) : (
        <Text role="alert" color="fg.error">
          {error ? apiErrorDetail(error).message : 'This invitation link is not valid. Ask for a new invitation.'}
        </Text>
      )}
    </AccountLinkFrame>
  );
}
