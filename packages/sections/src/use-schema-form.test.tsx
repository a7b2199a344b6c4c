// @vitest-environment happy-dom
// The form wiring every section shares: nothing is sent while the checks fail; the API's refusal
// lands at its field (its "field: " prefix dropped) or, naming no field of the form, above the buttons.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, ScheduleFollowUpBodySchema } from '@provana/contracts';
import { DeleteAccountBodySchema } from '@provana/contracts/export';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

type Values = { title: string; until: string };
const refusal = (body: unknown, status = 400) => ({ status, data: JSON.stringify(body) });

function setup(validate: (v: Values) => Partial<Record<string, string>> = () => ({})) {
  return renderHook(() =>
    useSchemaForm<Values>(
      { title: '', until: '' },
      { validate, fieldOf: (path) => (path === 'repeat.until' ? 'until' : path === 'title' ? 'title' : undefined) },
    ),
  );
}

describe('useSchemaForm', () => {
  it('sends nothing while a check fails, and says why at the field', async () => {
    const send = vi.fn(async () => undefined);
    const { result } = setup((v) => (v.title ? {} : { title: 'is required' }));
    await act(() => result.current.submit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ title: 'is required' });
    act(() => result.current.set('title', 'Review'));
    await act(() => result.current.submit(send)());
    expect(send).toHaveBeenCalledWith({ title: 'Review', until: '' });
    expect(result.current.errors).toEqual({});
  });

  it('a failing check about no field of the form still stops the submit and is shown', async () => {
    const send = vi.fn(async () => undefined);
    const { result } = setup(() => ({ scope: 'is required' }));
    await act(() => result.current.submit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.formError).toBe('is required');
  });

  it("puts the API's refusal at its field, or above the buttons; reset starts over", async () => {
    const { result } = setup();
    await act(() =>
      result.current.submit(async () =>
        Promise.reject(refusal({ error: { code: 'validation_error', message: 'repeat.until: must not be before the start date', field: 'repeat.until' } })),
      )(),
    );
    expect(result.current.errors).toEqual({ until: 'must not be before the start date' });
    await act(() => result.current.submit(async () => Promise.reject(refusal({ error: { code: 'conflict', message: 'Already decided' } }, 409)))());
    expect(result.current.errors).toEqual({});
    expect(result.current.formError).toBe('Already decided');
    act(() => result.current.reset({ title: 'Again', until: '' }));
    expect(result.current).toMatchObject({ values: { title: 'Again', until: '' }, errors: {}, formError: null });
  });

  it('says the database is briefly away (503) above the buttons and keeps what was typed, so sending again works', async () => {
    const { result } = setup();
    act(() => result.current.set('title', 'Board prep'));
    const unavailable = refusal({ error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } }, 503);
    await act(() => result.current.submit(async () => Promise.reject(unavailable))());
    expect(result.current).toMatchObject({
      values: { title: 'Board prep', until: '' },
      errors: {},
      formError: 'The database is unavailable; try again in a moment',
    });
    const send = vi.fn(async () => undefined);
    await act(() => result.current.submit(send)());
    expect(send).toHaveBeenCalledWith({ title: 'Board prep', until: '' });
    expect(result.current.formError).toBeNull();
  });

  it("says a field the schema refuses in the form's own words, and a refusal the form learns of itself at its field", async () => {
    const { result } = renderHook(() => useSchemaForm({ password: '' }, { schema: DeleteAccountBodySchema, words: { password: 'Enter your password.' } }));
    const send = vi.fn(async () => undefined);
    await act(() => result.current.submit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ password: 'Enter your password.' });
    expect(result.current.maxLength('password')).toBe(200);
    act(() => result.current.refuse('password', 'The passkey did not confirm it.'));
    expect(result.current).toMatchObject({ errors: { password: 'The passkey did not confirm it.' }, formError: null });
  });

  it("says a live check at its field as the values change, in the form's words, sends nothing while it fails and drops it once they pass", async () => {
    type Times = { start: string; end: string };
    const body = (v: Times) => ({ startTime: `2030-01-07T${v.start}:00`, endTime: `2030-01-07T${v.end}:00` });
    const { result } = renderHook(() =>
      useSchemaForm<Times>(
        { start: '09:00', end: '10:00' },
        {
          schema: ScheduleFollowUpBodySchema,
          toBody: body,
          fieldOf: (path) => (path === 'startTime' ? 'start' : path === 'endTime' ? 'end' : undefined),
          words: { end: 'must be after start' },
          live: (v) => fieldErrors(ScheduleFollowUpBodySchema, body(v)),
        },
      ),
    );
    expect(result.current.errors).toEqual({});
    act(() => result.current.set('end', '08:30'));
    expect(result.current.errors).toEqual({ end: 'must be after start' });
    const send = vi.fn(async () => undefined);
    await act(() => result.current.submit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ end: 'must be after start' });
    // Fixed without a submit: the message goes at once.
    act(() => result.current.set('end', '09:30'));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.submit(send)());
    expect(send).toHaveBeenCalledWith({ start: '09:00', end: '09:30' });
  });
});
