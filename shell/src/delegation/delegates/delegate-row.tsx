// One person with access: name and address, their role (changed at once), their last day of access
// and End access (after a confirmation). A refusal shows beside the row.
import { apiErrorDetail, useExecutiveId, useTimeZone } from '@provana/api-client';
import { useEndDelegateAccessMutation, useUpdateDelegateMutation } from '@provana/api-client/delegation';
import type { Delegate, DelegateRole } from '@provana/contracts';
import { todayIn } from '@provana/dates';
import { Button, Field, Flex, Input, Stack, Text } from '@provana/ui';
import { ConfirmDialog, NativeSelect } from '@provana/ui/parts';
import { useState } from 'react';
import { lastDayOfAccess, lastIsoDayOfAccess } from '../workspace/access-end';
import { DELEGATE_ROLES, ROLE_NAMES } from '../workspace/role-words';

export function DelegateRow({ delegate }: { delegate: Delegate }) {
  const executiveId = useExecutiveId();
  const today = todayIn(useTimeZone());
  const [update, { isLoading: saving }] = useUpdateDelegateMutation();
  const [end, { isLoading: ending }] = useEndDelegateAccessMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `delegate-${delegate.id}-error`;

  const change = async (body: { role?: DelegateRole; endsOn?: string | null }) => {
    if (executiveId === undefined) return;
    setError(null);
    try {
      await update({ executiveId, delegateId: delegate.id, body }).unwrap();
    } catch (failure) {
      setError(apiErrorDetail(failure).message.replace(/^endsOn: /, ''));
    }
  };

  const endAccess = async () => {
    if (executiveId === undefined) return;
    try {
      await end({ executiveId, delegateId: delegate.id }).unwrap();
      setConfirming(false);
    } catch (failure) {
      setConfirming(false);
      setError(apiErrorDetail(failure).message);
    }
  };

  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3" aria-label={delegate.name}>
      <Flex gap="2" justify="space-between" wrap="wrap" align="baseline">
        <Text fontWeight="medium">{delegate.name}</Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {delegate.email}
        </Text>
      </Flex>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label fontSize="sm" htmlFor={`delegate-${delegate.id}-role`}>
            Role
          </Field.Label>
          <NativeSelect
            id={`delegate-${delegate.id}-role`}
            aria-label={`Role for ${delegate.name}`}
            value={delegate.role}
            disabled={saving}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => void change({ role: e.target.value as DelegateRole })}
          >
            {DELEGATE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </NativeSelect>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label fontSize="sm">Last day of access</Field.Label>
          <Input
            type="date"
            size="sm"
            min={today}
            aria-label={`Last day of access for ${delegate.name}`}
            aria-describedby={error ? errorId : undefined}
            value={delegate.endsAt ? lastIsoDayOfAccess(delegate.endsAt) : ''}
            disabled={saving}
            onChange={(e) => (e.target.value ? void change({ endsOn: e.target.value }) : undefined)}
          />
        </Field.Root>
        {delegate.endsAt ? (
          <Button size="sm" variant="ghost" disabled={saving} onClick={() => void change({ endsOn: null })}>
            Remove end date
          </Button>
        ) : null}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          End access
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {delegate.endsAt ? `Access ends after ${lastDayOfAccess(delegate.endsAt)}.` : 'Access lasts until you end it.'}
      </Text>
      {error ? (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          open
          title={`End ${delegate.name}'s access?`}
          confirmLabel="End access"
          busyLabel="Ending access..."
          busy={ending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void endAccess()}
        >
          {delegate.name} will no longer be able to open your workspace, from their very next step. You can invite them again later.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
