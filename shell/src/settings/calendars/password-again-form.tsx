// "Needs your password again": the server refused the stored password, so the account stopped
// syncing until it gets a new one. Checked with the server before it is stored.
import { useExecutiveId } from '@provana/api-client';
import { useSetAccountPasswordMutation } from '@provana/api-client/calendar-accounts';
import { UpdateAccountPasswordBodySchema, type CalendarAccount, type UpdateAccountPasswordBody } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Stack } from '@provana/ui';
import { FormError } from '@provana/ui/parts';

export function PasswordAgainForm({ account }: { account: Pick<CalendarAccount, 'id' | 'label'> }) {
  const executiveId = useExecutiveId();
  const [save, { isLoading }] = useSetAccountPasswordMutation();
  const form = useSchemaForm<UpdateAccountPasswordBody>({ password: '' }, { schema: UpdateAccountPasswordBodySchema });
  const send = form.submit(async ({ password }) => {
    if (executiveId === undefined) return;
    await save({ executiveId, accountId: account.id, password }).unwrap();
    form.reset({ password: '' });
  });
  return (
    <Stack role="group" gap="2" aria-label={`Password again for ${account.label}`}>
      <TextField form={form} name="password" label="App password" errorLabel={false} type="password" autoComplete="off" />
      <FormError>{form.formError}</FormError>
      <Button
        type="button"
        size="sm"
        alignSelf="start"
        loading={isLoading}
        loadingText="Checking..."
        onClick={(event) => (isLoading ? undefined : void send(event))}
      >
        Save password
      </Button>
    </Stack>
  );
}
