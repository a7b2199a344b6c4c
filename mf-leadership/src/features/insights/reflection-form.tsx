// Add or edit this week's reflection (one per week); the chart and the list show it at once. Private
// (for whoever may mark items private) keeps it from delegates without Full access.
import type { Reflection } from '@provana/contracts';
import { apiErrorDetail, useMayMarkPrivate } from '@provana/api-client';
import { useSaveReflectionMutation } from '@provana/api-client/reflections';
import { Button, Field, HStack, Heading, Input, SimpleGrid, Stack, Text, Textarea, chakra, notify } from '@provana/ui';
import { FormError, PrivateCheckbox } from '@provana/ui/parts';
import { type FormEvent, useState } from 'react';
import { formatDay } from '@provana/dates';
import {
  COUNT_FIELDS,
  type ReflectionFormErrors,
  type ReflectionFormValues,
  reflectionBody,
  reflectionValues,
  validateReflection,
} from './reflection-form-model';

export interface ReflectionFormProps {
  executiveId: number;
  weekStart: string;
  existing: Reflection | undefined;
}

export function ReflectionForm({ executiveId, weekStart, existing }: ReflectionFormProps) {
  const [values, setValues] = useState<ReflectionFormValues>(() => reflectionValues(existing));
  const [errors, setErrors] = useState<ReflectionFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveReflectionMutation();
  const mayMarkPrivate = useMayMarkPrivate();
  // Sent only when changed: a replaced reflection keeps its flag otherwise.
  const wasPrivate = existing?.private === true;
  const [isPrivate, setPrivate] = useState(wasPrivate);
  const set = <K extends keyof ReflectionFormValues>(key: K, value: ReflectionFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReflection(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save({ executiveId, weekStart, body: { ...reflectionBody(values), ...(isPrivate !== wasPrivate ? { private: isPrivate } : {}) } }).unwrap();
      notify({ title: existing ? 'Reflection Updated' : 'Reflection Saved', description: `Week of ${formatDay(weekStart)}`, type: 'success' });
    } catch (error) {
      const detail = apiErrorDetail(error);
      if (detail.field && detail.field in values) setErrors({ [detail.field]: detail.message });
      else setFormError(detail.message);
    }
  };

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
            <Field.Root key={key} invalid={Boolean(errors[key])} required>
              <Field.Label>{label}</Field.Label>
              <Input type="number" inputMode="numeric" min={0} max={99} step={1} value={values[key]} onChange={(e) => set(key, e.target.value)} />
              <Field.ErrorText>{errors[key]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
          <input type="checkbox" checked={values.missedPersonalEvent} onChange={(e) => set('missedPersonalEvent', e.target.checked)} />I missed a personal event
          this week
        </chakra.label>
        <Field.Root invalid={Boolean(errors.selfInsight)} required>
          <Field.Label>Self-insight</Field.Label>
          <Textarea
            value={values.selfInsight}
            onChange={(e) => set('selfInsight', e.target.value)}
            rows={3}
            placeholder="What did this week teach you about how you lead?"
          />
          <Field.ErrorText>{errors.selfInsight}</Field.ErrorText>
        </Field.Root>
        {mayMarkPrivate && <PrivateCheckbox checked={isPrivate} onChange={setPrivate} />}
        <FormError>{formError}</FormError>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isLoading} loadingText="Saving...">
            {existing ? 'Update Reflection' : 'Save Reflection'}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
