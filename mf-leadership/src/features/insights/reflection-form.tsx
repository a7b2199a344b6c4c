// Add or edit this week's reflection (one per week); the chart and the list show it at once. Private
// (for whoever may mark items private) keeps it from delegates without Full access.
import { type Reflection, UpsertReflectionBodySchema } from '@provana/contracts';
import { useMayMarkPrivate } from '@provana/api-client';
import { useSaveReflectionMutation } from '@provana/api-client/reflections';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, HStack, Heading, SimpleGrid, Stack, Text, chakra, notify } from '@provana/ui';
import { FormError, PrivateCheckbox } from '@provana/ui/parts';
import { useState } from 'react';
import { formatDay } from '@provana/dates';
import { COUNT_FIELDS, type ReflectionFormValues, reflectionBody, reflectionValues, validateReflection } from './reflection-form-model';

export interface ReflectionFormProps {
  executiveId: number;
  weekStart: string;
  existing: Reflection | undefined;
}

export function ReflectionForm({ executiveId, weekStart, existing }: ReflectionFormProps) {
  // Checked as the body it sends (counts as numbers); the API's messages name their field.
  const form = useSchemaForm<ReflectionFormValues>(() => reflectionValues(existing), { validate: validateReflection, schema: UpsertReflectionBodySchema });
  const [save, { isLoading }] = useSaveReflectionMutation();
  const mayMarkPrivate = useMayMarkPrivate();
  // Sent only when changed: a replaced reflection keeps its flag otherwise.
  const wasPrivate = existing?.private === true;
  const [isPrivate, setPrivate] = useState(wasPrivate);

  const submit = form.submit(async (values) => {
    await save({ executiveId, weekStart, body: { ...reflectionBody(values), ...(isPrivate !== wasPrivate ? { private: isPrivate } : {}) } }).unwrap();
    notify({ title: existing ? 'Reflection Updated' : 'Reflection Saved', description: `Week of ${formatDay(weekStart)}`, type: 'success' });
  });

  return (
    <chakra.form onSubmit={submit} noValidate borderWidth="1px" borderRadius="lg" p="4" aria-labelledby="this-week-reflection">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="this-week-reflection">
          This week's reflection
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Week of {formatDay(weekStart)}. {existing ? 'Saved; change it as the week goes on.' : 'Not written yet.'}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {COUNT_FIELDS.map(({ key, label }) => (
            <TextField key={key} form={form} name={key} label={label} type="number" inputMode="numeric" min={0} max={99} step={1} required errorLabel={false} />
          ))}
        </SimpleGrid>
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
          <input type="checkbox" checked={form.values.missedPersonalEvent} onChange={(e) => form.set('missedPersonalEvent', e.target.checked)} />I missed a
          personal event this week
        </chakra.label>
        <TextField
          form={form}
          name="selfInsight"
          label="Self-insight"
          rows={3}
          placeholder="What did this week teach you about how you lead?"
          required
          errorLabel={false}
        />
        {mayMarkPrivate && <PrivateCheckbox checked={isPrivate} onChange={setPrivate} />}
        <FormError>{form.formError}</FormError>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isLoading} loadingText="Saving...">
            {existing ? 'Update Reflection' : 'Save Reflection'}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
