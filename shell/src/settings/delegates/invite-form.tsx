// Invite someone: their address, a role (each with one line saying what it allows) and an optional
// last day. Checked before sending; the API's refusal shows next to the field it names.
import { useExecutiveId, useTimeZone } from '@provana/api-client';
import { useInviteDelegateMutation } from '@provana/api-client/delegation';
import type { CreatedInvitation, DelegateRole } from '@provana/contracts';
import { todayIn } from '@provana/dates';
import { Button, Field, Input, Stack, Text } from '@provana/ui';
import { FormError, RadioFieldset } from '@provana/ui/parts';
import { useState } from 'react';
import { DELEGATE_ROLES, ROLE_DESCRIPTIONS, ROLE_NAMES } from '../../workspace/role-words';
import { inviteErrorsFrom, validateInvite, type InviteErrors } from './invite-form-validation';

const ROLE_OPTIONS = DELEGATE_ROLES.map((role) => ({
  value: role,
  label: (
    <Stack gap="0">
      <Text as="span" fontWeight="medium">
        {ROLE_NAMES[role]}
      </Text>
      <Text as="span" fontSize="sm" color="fg.muted">
        {ROLE_DESCRIPTIONS[role]}
      </Text>
    </Stack>
  ),
}));

export function InviteForm({ disabled, onInvited }: { disabled: boolean; onInvited: (created: CreatedInvitation) => void }) {
  const executiveId = useExecutiveId();
  const today = todayIn(useTimeZone());
  const [invite, { isLoading }] = useInviteDelegateMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<DelegateRole>('editor');
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<InviteErrors>({});

  const submit = async () => {
    if (executiveId === undefined) return;
    const checked = validateInvite({ email, role, endsOn }, today);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const created = await invite({ executiveId, body: checked.body }).unwrap();
      setEmail('');
      setEndsOn('');
      onInvited(created);
    } catch (failure) {
      setErrors(inviteErrorsFrom(failure));
    }
  };

  return (
    // Not a <form>: Settings is one already (the time zone's), and forms do not nest. Enter in a field
    // invites, as a form's would.
    <Stack
      role="group"
      gap="3"
      aria-label="Invite a delegate"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <Field.Root invalid={Boolean(errors.email)} disabled={disabled}>
        <Field.Label>Email address</Field.Label>
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="sam@example.com" />
        {errors.email ? <Field.ErrorText>{errors.email}</Field.ErrorText> : null}
      </Field.Root>
      <RadioFieldset legend="Role" name="delegate-role" options={ROLE_OPTIONS} value={role} onChange={setRole} />
      <Field.Root invalid={Boolean(errors.endsOn)} disabled={disabled}>
        <Field.Label>Last day of access (optional)</Field.Label>
        <Input type="date" min={today} value={endsOn} onChange={(e) => setEndsOn(e.target.value)} maxW="48" />
        <Field.HelperText>Leave it empty to keep access until you end it.</Field.HelperText>
        {errors.endsOn ? <Field.ErrorText>{errors.endsOn}</Field.ErrorText> : null}
      </Field.Root>
      <FormError>{errors.form}</FormError>
      <Button
        type="button"
        onClick={() => void submit()}
        colorPalette="brand"
        alignSelf="start"
        disabled={disabled || isLoading || executiveId === undefined}
        aria-busy={isLoading}
      >
        {isLoading ? 'Inviting...' : 'Invite'}
      </Button>
    </Stack>
  );
}
