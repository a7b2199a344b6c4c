import { describe, expect, it } from 'vitest';
import { apiErrorDetail } from './error-format';

describe('apiErrorDetail', () => {
  it("takes the API's message and field from the error body", () => {
    const data = JSON.stringify({ error: { code: 'validation_error', message: 'title: Title is required', field: 'title' } });
    expect(apiErrorDetail({ status: 400, data })).toEqual({ message: 'title: Title is required', field: 'title' });
    expect(apiErrorDetail({ status: 409, data: JSON.stringify({ error: { code: 'x', message: 'Already added' } }) })).toEqual({ message: 'Already added' });
  });

  it('falls back to the spec message for other bodies and failures', () => {
    expect(apiErrorDetail({ status: 502, data: 'Bad Gateway' })).toEqual({ message: '502: Bad Gateway' });
    expect(apiErrorDetail({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toEqual({ message: 'TypeError: fetch failed' });
  });
});
