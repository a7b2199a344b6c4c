// @vitest-environment happy-dom
// A schema form's text field: its limit is the schema's .max(), its error reads "Label message",
// the required marker is not part of its name, and the counter follows what is typed.
import { UiProvider } from '@provana/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CreateDecisionBodySchema } from '@provana/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useSchemaForm } from '../use-schema-form';
import { cssOf } from './css-of';
import { TextField } from './text-field';

afterEach(cleanup);

function Form() {
  const form = useSchemaForm({ title: '', description: '' }, { schema: CreateDecisionBodySchema.pick({ title: true, description: true }) });
  return (
    <form onSubmit={form.submit(async () => undefined)} noValidate>
      <TextField form={form} name="title" label="Title" required counter />
      <TextField form={form} name="description" label="Description" rows={2} help="Only you see these." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField', () => {
  it('takes its limit from the schema .max(), counts what is typed and shows the schema message under its label', async () => {
    render(
      <UiProvider>
        <Form />
      </UiProvider>,
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('maxlength')).toBe('200');
    expect(title.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('maxlength')).toBe('2000');
    expect(screen.getByText('Only you see these.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Plan' } });
    expect(screen.getByText('4 / 200')).toBeTruthy();
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect((title as HTMLInputElement).value).toBe('  ');
  });

  it('sizes and spaces its input as asked: a small input, a narrow one, a code spaced out', () => {
    function Sized() {
      const form = useSchemaForm({ title: '', description: '' }, { schema: CreateDecisionBodySchema.pick({ title: true, description: true }) });
      return (
        <>
          <TextField form={form} name="title" label="Title" size="sm" maxW="48" letterSpacing="widest" />
          <TextField form={form} name="description" label="Description" />
        </>
      );
    }
    render(
      <UiProvider>
        <Sized />
      </UiProvider>,
    );
    const sized = cssOf(screen.getByRole('textbox', { name: 'Title' }));
    expect(sized).toContain('--input-height:var(--chakra-sizes-9)');
    expect(sized).toContain('max-width:var(--chakra-sizes-48)');
    expect(sized).toContain('letter-spacing:var(--chakra-letter-spacings-widest)');
    const plain = cssOf(screen.getByRole('textbox', { name: 'Description' }));
    expect(plain).toContain('--input-height:var(--chakra-sizes-10)');
    expect(plain).not.toContain('max-width');
    expect(plain).not.toContain('letter-spacing');
  });
});
