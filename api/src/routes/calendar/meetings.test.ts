import { describe, expect, it } from 'vitest';
import { apiPaths, type Meeting } from '@provana/contracts';
import { createTestContext, get } from '../../../test/helpers';

describe('meetings', () => {
  it("lists today's and upcoming meetings with locations and attendees, same as the print report's source", async () => {
    const t = await createTestContext();
    const list = (await (await get(t.app, apiPaths.meetings(1), t.demoCookie)).json()) as Meeting[];
    expect(list.filter((m) => m.startTime.startsWith('2025-03-12')).length).toBeGreaterThanOrEqual(3);
    expect(list.every((m) => m.location && m.attendees.length > 0)).toBe(true);
    expect(list.every((m) => m.startTime >= '2025-03-12')).toBe(true);
    expect(await (await get(t.app, apiPaths.printSourceMeetings(1), t.demoCookie)).json()).toEqual(list);
  });

  it('rejects a malformed range', async () => {
    const t = await createTestContext();
    expect((await get(t.app, `${apiPaths.meetings(1)}?to=soon`, t.demoCookie)).status).toBe(400);
  });
});
