// Invite someone: their address, a role (each with one line saying what it allows) and an optional
// last day. Checked before sending; the API's refusal shows next to the field it names.
import { useExecutiveId, useTimeZone } from '@provana/api-client';
import { useInviteDelegateMutation } from '@provana/api-client/delegation';
import { InviteDelegateBodySchema, type CreatedInvitation } from '@provana/contracts';
import { todayIn } from '@provana/dates';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Stack, Text } from '@provana/ui';
import { FormError, RadioFieldset } from '@provana/ui/parts';
import type { FormEvent } from 'react';
import { DELEGATE_ROLES, ROLE_DESCRIPTIONS, ROLE_NAMES } from '../workspace/role-words';
import { type InviteDraft, validateInvite } from './invite-form-validation';

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
  const form = useSchemaForm<InviteDraft>(
    { email: '', role: 'editor', endsOn: '' },
    {
      validate: (draft) => {
        const checked = validateInvite(draft, today);
        return 'errors' in checked ? checked.errors : {};
      },
      schema: InviteDelegateBodySchema,
    },
  );

  const send = form.submit(async (draft) => {
    const checked = validateInvite(draft, today);
    if (executiveId === undefined || 'errors' in checked) return;
    const created = await invite({ executiveId, body: checked.body }).unwrap();
    form.reset({ ...draft, email: '', endsOn: '' });
    onInvited(created);
  });
  const submit = (event: FormEvent) => (isLoading ? undefined : void send(event));

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
          submit(event);
        }
      }}
    >
      <TextField
        form={form}
        name="email"
        label="Email address"
        errorLabel={false}
        type="email"
        autoComplete="off"
        placeholder="sam@example.com"
        disabled={disabled}
      />
      <RadioFieldset legend="Role" name="delegate-role" options={ROLE_OPTIONS} value={form.values.role} onChange={(role) => form.set('role', role)} />
      <TextField
        form={form}
        name="endsOn"
        label="Last day of access (optional)"
        errorLabel={false}
        type="date"
        min={today}
        maxW="48"
        help="Leave it empty to keep access until you end it."
        disabled={disabled}
      />
      <FormError>{form.formError}</FormError>
      <Button
        type="button"
        onClick={submit}
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
