import { describe, expect, it } from 'vitest';
import { apiPaths, type TimeBlockResponse } from '@provana/contracts';
import { createTestContext, get } from '../../test/helpers';

describe('time-block suggestions', () => {
  it("suggests blocks for today by default and for a given date over that day's data", async () => {
    const t = await createTestContext();
    const today = (await (await get(t.app, apiPaths.timeBlockSuggestions(1), t.demoCookie)).json()) as TimeBlockResponse;
    expect(today.date).toBe('2025-03-12');
    expect(Array.isArray(today.suggestedBlocks)).toBe(true);
    const other = (await (await get(t.app, `${apiPaths.timeBlockSuggestions(1)}?date=2025-03-14`, t.demoCookie)).json()) as TimeBlockResponse;
    expect(other.date).toBe('2025-03-14');
  });

  it('rejects a malformed date naming the field', async () => {
    const t = await createTestContext();
    const res = await get(t.app, `${apiPaths.timeBlockSuggestions(1)}?date=tomorrow`, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'date' } });
    const impossible = await get(t.app, `${apiPaths.timeBlockSuggestions(1)}?date=2025-02-30`, t.demoCookie);
    expect(impossible.status).toBe(400);
    expect(await impossible.json()).toEqual({ error: { code: 'validation_error', message: 'date: must be a real calendar date', field: 'date' } });
  });
});
