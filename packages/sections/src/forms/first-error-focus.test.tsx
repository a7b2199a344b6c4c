// @vitest-environment happy-dom
// A refused submit puts the keyboard on the first field in the form that has an error, and that
// field's description is its error: what a screen reader says when focus lands there.
import { UiProvider } from '@provana/ui';
import { CreateDecisionBodySchema } from '@provana/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSchemaForm } from '../use-schema-form';
import { TextField } from './text-field';

afterEach(cleanup);

const refusal = (field: string, message: string) => ({ status: 400, data: JSON.stringify({ error: { code: 'validation_error', message, field } }) });

function Form({ send = async () => undefined }: { send?: () => Promise<void> }) {
  const form = useSchemaForm(
    { title: '', description: '', dueBy: '' },
    { schema: CreateDecisionBodySchema.pick({ title: true, description: true, dueBy: true }) },
  );
  return (
    <form onSubmit={form.submit(send)} noValidate aria-label="Add a decision">
      <TextField form={form} name="title" label="Title" required />
      <TextField form={form} name="description" label="Description" rows={2} help="Only you see these." />
      <TextField form={form} name="dueBy" label="Due by" errorLabel="Due date" type="date" required />
      <button type="submit">Save</button>
    </form>
  );
}

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('a refused submit', () => {
  it('focuses the first field with an error in DOM order, described by its error and help', async () => {
    render(
      <UiProvider>
        <Form />
      </UiProvider>,
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(describedBy(description)).toBe('Only you see these.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(describedBy(title)).toBe('Title is required');

    // Title fixed: the date is now the first field with an error, and focus moves there.
    fireEvent.change(title, { target: { value: 'Hire a CFO' } });
    fireEvent.change(description, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(describedBy(description)).toBe('Only you see these. | Description must be at most 2000 characters');
    expect(title.hasAttribute('aria-describedby')).toBe(false);
  });

  it("focuses the field the API's refusal names", async () => {
    render(
      <UiProvider>
        <Form send={() => Promise.reject(refusal('dueBy', 'dueBy: must be a real calendar date'))} />
      </UiProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Hire a CFO' } });
    const dueBy = screen.getByLabelText(/^Due by/);
    fireEvent.change(dueBy, { target: { value: '2030-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(dueBy));
    expect(describedBy(dueBy)).toBe('Due date must be a real calendar date');
  });
});
