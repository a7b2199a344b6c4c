// One passkey in Settings → Security: its name (renamed in place), when it was added and last used,
// and Remove (asked first: signing in with it stops at once).
import { apiErrorDetail, useTimeZone } from '@provana/api-client';
import { useRemovePasskeyMutation, useRenamePasskeyMutation } from '@provana/api-client/passkeys';
import { PASSKEY_NAME_MAX, type Passkey } from '@provana/contracts';
import { formatDayIn } from '@provana/dates';
import { Button, HStack, Input, Stack, Text } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { useState } from 'react';

export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const timeZone = useTimeZone();
  const day = (at: string) => formatDayIn(at, timeZone);
  const [rename, renaming] = useRenamePasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `passkey-${passkey.id}-error`;

  const save = async () => {
    if (!name.trim()) return setError('Give the passkey a name.');
    try {
      await rename({ id: passkey.id, name: name.trim() }).unwrap();
      setEditing(false);
      setError(null);
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    }
  };

  const cancel = () => {
    setEditing(false);
    setName(passkey.name);
    setError(null);
  };

  const confirmRemove = async () => {
    try {
      await remove(passkey.id).unwrap();
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
      setConfirming(false);
    }
  };

  return (
    <Stack as="li" gap="1" py="2" borderBottomWidth="1px" data-testid="passkey-row">
      {editing ? (
        <HStack gap="2" wrap="wrap">
          <Input
            size="sm"
            flex="1"
            minW="40"
            aria-label="Passkey name"
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              // Inside the Settings form: Enter saves this name, not the dialog.
              if (e.key === 'Enter') {
                e.preventDefault();
                void save();
              }
            }}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="button" size="sm" colorPalette="brand" onClick={() => void save()} disabled={renaming.isLoading} aria-busy={renaming.isLoading}>
            {renaming.isLoading ? 'Saving...' : 'Save name'}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </HStack>
      ) : (
        <HStack gap="2" justify="space-between" wrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word">
            {passkey.name}
          </Text>
          <HStack gap="1">
            <Button type="button" size="xs" variant="ghost" onClick={() => setEditing(true)} aria-label={`Rename ${passkey.name}`}>
              Rename
            </Button>
            <Button type="button" size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          </HStack>
        </HStack>
      )}
      <Text fontSize="xs" color="fg.muted">
        Added {day(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used yet'}
      </Text>
      {error ? (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Remove this passkey?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={removing.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmRemove()}
      >
        <Text fontSize="sm">“{passkey.name}” will no longer sign you in. You can add it again later.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
