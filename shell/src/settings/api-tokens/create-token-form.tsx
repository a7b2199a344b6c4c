// Create a token: a name, an expiry (90 days unless chosen; "Never" is offered but said plainly) and
// what it may do: read-only on everything, or none, read or read-and-write per area. Checked with the
// contract's schema before sending; the token then shows once (created-token.tsx).
import { useCreateApiTokenMutation } from '@provana/api-client/api-tokens';
import { CreateApiTokenBodySchema, TOKEN_AREAS, TOKEN_AREA_LABELS, type CreatedApiToken, type TokenArea } from '@provana/contracts/api-tokens';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Field, Flex, Stack, Text } from '@provana/ui';
import { FormError, NativeSelect, RadioFieldset } from '@provana/ui/parts';
import type { FormEvent } from 'react';
import { scopesOf, type AreaLevel } from './token-words';

const EXPIRIES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never (not recommended)' },
] as const;
type Expiry = (typeof EXPIRIES)[number]['value'];

interface TokenDraft {
  name: string;
  expiry: Expiry;
  access: 'read-everything' | 'per-area';
  levels: Record<TokenArea, AreaLevel>;
}

const NO_LEVELS = Object.fromEntries(TOKEN_AREAS.map((area) => [area, 'none'])) as Record<TokenArea, AreaLevel>;
const INITIAL: TokenDraft = { name: '', expiry: '90', access: 'read-everything', levels: NO_LEVELS };

const toBody = (draft: TokenDraft) => ({
  name: draft.name,
  expiresInDays: draft.expiry === 'never' ? null : Number(draft.expiry),
  scopes: scopesOf(draft.access === 'read-everything', draft.levels),
});

const ACCESS_OPTIONS = [
  { value: 'read-everything', label: 'Read-only, everything' },
  { value: 'per-area', label: 'Choose per area' },
] as const;

export function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const [create, { isLoading }] = useCreateApiTokenMutation();
  const form = useSchemaForm<TokenDraft>(INITIAL, {
    schema: CreateApiTokenBodySchema,
    toBody,
    fieldOf: (path) => (path.startsWith('scopes') ? 'access' : path.startsWith('expiresInDays') ? 'expiry' : path === 'name' ? 'name' : undefined),
    words: { access: 'Choose at least one area the token may read or change.' },
  });
  const send = form.submit(async (draft) => {
    const created = await create(toBody(draft)).unwrap();
    form.reset(INITIAL);
    onCreated(created);
  });
  const submit = (event: FormEvent) => (isLoading ? undefined : void send(event));
  const setLevel = (area: TokenArea, level: AreaLevel) => form.set('levels', { ...form.values.levels, [area]: level });

  return (
    // Not a <form>: Settings is one already, and forms do not nest. Enter in the name creates.
    <Stack
      role="group"
      gap="3"
      aria-label="Create a token"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text') {
          event.preventDefault();
          submit(event);
        }
      }}
    >
      <TextField form={form} name="name" label="Token name" errorLabel={false} autoComplete="off" placeholder="e.g. Weekly report script" />
      <Field.Root width="auto">
        <Field.Label fontSize="sm" htmlFor="api-token-expiry">
          Expires after
        </Field.Label>
        <NativeSelect id="api-token-expiry" value={form.values.expiry} onChange={(e) => form.set('expiry', e.target.value as Expiry)}>
          {EXPIRIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field.Root>
      {form.values.expiry === 'never' ? (
        <Text fontSize="sm" role="status">
          A token that never expires works until you revoke it. Prefer an expiry where you can.
        </Text>
      ) : null}
      <RadioFieldset
        legend="What it may do"
        name="api-token-access"
        options={ACCESS_OPTIONS}
        value={form.values.access}
        onChange={(access) => form.set('access', access)}
        describedBy={form.errors.access ? 'api-token-access-error' : undefined}
      />
      {form.values.access === 'per-area' ? (
        <Flex gap="3" wrap="wrap">
          {TOKEN_AREAS.map((area) => (
            <Field.Root key={area} width="auto">
              <Field.Label fontSize="sm" htmlFor={`api-token-${area}`}>
                {TOKEN_AREA_LABELS[area]}
              </Field.Label>
              <NativeSelect id={`api-token-${area}`} value={form.values.levels[area]} onChange={(e) => setLevel(area, e.target.value as AreaLevel)}>
                <option value="none">No access</option>
                <option value="read">Read</option>
                <option value="write">Read and write</option>
              </NativeSelect>
            </Field.Root>
          ))}
        </Flex>
      ) : null}
      {form.errors.access ? (
        <Text id="api-token-access-error" fontSize="sm" color="fg.error" role="alert">
          {form.errors.access}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        A token acts as you, never beyond your role in a workspace. It cannot manage tokens, your account, sign-in or delegates.
      </Text>
      <FormError>{form.formError}</FormError>
      <Button type="button" onClick={submit} colorPalette="brand" alignSelf="start" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Creating...' : 'Create token'}
      </Button>
    </Stack>
  );
}
