import { describe, expect, it } from 'vitest';
import { listTag, onSuccess } from './tags';

describe('onSuccess', () => {
  it('invalidates the tags built from the mutation argument when the call succeeded', () => {
    const invalidate = onSuccess(({ executiveId }: { executiveId: number }) => [{ type: 'Goal', id: executiveId }, 'DailyBrief']);
    expect(invalidate({ ok: true }, undefined, { executiveId: 7 })).toEqual([{ type: 'Goal', id: 7 }, 'DailyBrief']);
  });

  it('invalidates a fixed tag list when the call succeeded', () => {
    expect(onSuccess([listTag('Decision')])(undefined, undefined, undefined)).toEqual([{ type: 'Decision', id: 'LIST' }]);
  });

  it('invalidates nothing when the call failed, without building the tags', () => {
    let built = 0;
    const invalidate = onSuccess((id: number) => {
      built += 1;
      return [{ type: 'Team', id }];
    });
    expect(invalidate(undefined, { status: 500, data: 'boom' }, 1)).toEqual([]);
    expect(built).toBe(0);
  });
});
