// Connect a calendar account: an email address or server address, a username and an app password.
// Checked before sending; the server's refusal (a wrong password, an unknown server, one that is not
// a calendar server) shows at the field it concerns, and nothing is stored.
import { useExecutiveId } from '@provana/api-client';
import { useConnectCalendarAccountMutation } from '@provana/api-client/calendar-accounts';
import { ConnectCalendarAccountBodySchema, type ConnectCalendarAccountBody } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Stack, notify } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import type { FormEvent } from 'react';

const EMPTY = { address: '', username: '', password: '' };

export function ConnectAccountForm() {
  const executiveId = useExecutiveId();
  const [connect, { isLoading }] = useConnectCalendarAccountMutation();
  const form = useSchemaForm<ConnectCalendarAccountBody>(EMPTY, { schema: ConnectCalendarAccountBodySchema });
  const send = form.submit(async (body) => {
    if (executiveId === undefined) return;
    const account = await connect({ executiveId, body }).unwrap();
    form.reset(EMPTY);
    notify({ title: 'Calendar account connected', description: `Pick the calendars to show from ${account.label}.`, type: 'success' });
  });
  const submit = (event: FormEvent) => (isLoading ? undefined : void send(event));
  return (
    // Not a <form>: Settings is one already, and forms do not nest. Enter in a field connects.
    <Stack
      role="group"
      gap="3"
      aria-label="Connect a calendar account"
      data-testid="connect-calendar-account"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          submit(event);
        }
      }}
    >
      <TextField
        form={form}
        name="address"
        label="Email address or server address"
        errorLabel={false}
        autoComplete="off"
        placeholder="you@icloud.com or https://cloud.example.com"
        help="iCloud, Fastmail, Nextcloud, Radicale or any CalDAV server."
      />
      <TextField form={form} name="username" label="Username" errorLabel={false} autoComplete="username" />
      <TextField
        form={form}
        name="password"
        label="App password"
        errorLabel={false}
        type="password"
        autoComplete="off"
        help="An app-specific password from your calendar provider. It is stored encrypted and never shown again."
      />
      <FormError>{form.formError}</FormError>
      <Button type="button" size="sm" alignSelf="start" colorPalette="brand" loading={isLoading} loadingText="Connecting..." onClick={submit}>
        Connect a calendar account
      </Button>
    </Stack>
  );
}
