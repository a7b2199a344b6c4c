// @vitest-environment happy-dom
// A schema form's choice: named by its label, a new choice goes through its onChange, a refusal is
// said under it and marks its border, and it is as narrow as asked.
import { CreateCoachingNoteBodySchema } from '@provana/contracts';
import { UiProvider } from '@provana/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSchemaForm } from '../use-schema-form';
import { cssOf } from './css-of';
import { SelectField } from './select-field';

afterEach(cleanup);

// One choice more than the schema takes, so the schema refuses it.
const CATEGORIES = ['Coaching', 'Feedback', 'Praise'];
const NoteSchema = CreateCoachingNoteBodySchema.pick({ category: true });

function Form() {
  const form = useSchemaForm({ category: 'Coaching' }, { schema: NoteSchema });
  return (
    <form onSubmit={form.submit(async () => undefined)} noValidate>
      <SelectField form={form} name="category" label="Category" options={CATEGORIES} maxW="xs" onChange={(category) => form.reset({ category })} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('SelectField', () => {
  it('says a refused choice under it, marked; a new choice clears it; it is as narrow as asked', async () => {
    render(
      <UiProvider>
        <Form />
      </UiProvider>,
    );
    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(cssOf(category)).toContain('max-width:var(--chakra-sizes-xs)');
    fireEvent.change(category, { target: { value: 'Praise' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(/^Category /);
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(category.getAttribute('aria-describedby')).toBe(error.id);
    expect(cssOf(category)).toContain('[aria-invalid=true]');
    expect(cssOf(category)).toContain('border-color:var(--chakra-colors-border-error)');
    fireEvent.change(category, { target: { value: 'Feedback' } });
    expect(category.value).toBe('Feedback');
    expect(category.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/^Category /)).toBeNull();
  });
});
