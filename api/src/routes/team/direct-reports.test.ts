import { describe, expect, it } from 'vitest';
import { DirectReportSchema, apiPaths } from '@provana/contracts';
import { z } from 'zod';
import { teamPaths } from '@provana/contracts/paths/team';
import { createTestContext, get, send, signUp, tableCounts } from '../../../test/helpers';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;
const team = async (t: Ctx, cookie = t.demoCookie, id = 1) => z.array(DirectReportSchema).parse(await (await get(t.app, apiPaths.team(id), cookie)).json());
const NEW = { name: 'Elena Ruiz', role: 'Head of Data', start_date: '2024-10-01' };

describe('managing the team', () => {
  it('adds a direct report with no meeting yet, listed in name order', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.team(1), NEW, t.demoCookie);
    expect(res.status).toBe(201);
    expect(DirectReportSchema.parse(await res.json())).toMatchObject({ ...NEW, next_meeting: null, notes: [], goals_linked: [] });
    const names = (await team(t)).map((r) => r.name);
    expect(names).toContain('Elena Ruiz');
    expect(names).toEqual([...names].sort());
  });

  it('keeps names unique per executive (409 naming the field, nothing written), but another executive may reuse one', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const dup = await send(t.app, 'POST', apiPaths.team(1), { ...NEW, name: 'Sarah Chen' }, t.demoCookie);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: { code: 'conflict', field: 'name' } });
    const rename = await send(t.app, 'PATCH', teamPaths.directReport(1, 'Marcus Johnson'), { name: 'Sarah Chen' }, t.demoCookie);
    expect(rename.status).toBe(409);
    expect(await tableCounts(t.db)).toEqual(before);
    const other = await signUp(t.app);
    expect((await send(t.app, 'POST', apiPaths.team(other.executiveId), { ...NEW, name: 'Elena Ruiz' }, other.cookie)).status).toBe(201);
    expect((await send(t.app, 'POST', apiPaths.team(1), NEW, t.demoCookie)).status).toBe(201);
  });

  it('edits a report, renaming it keeps its notes under the new name', async () => {
    const t = await createTestContext();
    const notes = (await team(t)).find((r) => r.name === 'Marcus Johnson')?.notes.length ?? 0;
    const res = await send(
      t.app,
      'PATCH',
      teamPaths.directReport(1, 'Marcus Johnson'),
      { name: 'Marcus J. Johnson', role: 'SVP Customer Success' },
      t.demoCookie,
    );
    expect(res.status).toBe(200);
    expect(DirectReportSchema.parse(await res.json())).toMatchObject({ name: 'Marcus J. Johnson', role: 'SVP Customer Success' });
    expect((await team(t)).find((r) => r.name === 'Marcus J. Johnson')?.notes.length).toBe(notes);
    expect((await get(t.app, apiPaths.coachingPrompts(1, 'Marcus Johnson'), t.demoCookie)).status).toBe(404);
  });

  it('archives a report: gone from the team and its routes, history kept, name still taken', async () => {
    const t = await createTestContext();
    const id = (await team(t)).find((r) => r.name === 'Priya Patel')?.id;
    const notes = await t.row('SELECT COUNT(*) AS n FROM coaching_notes WHERE direct_report_id = ?', id);
    const res = await send(t.app, 'POST', teamPaths.archiveDirectReport(1, 'Priya Patel'), {}, t.demoCookie);
    expect(res.status).toBe(200);
    expect((await team(t)).map((r) => r.name)).not.toContain('Priya Patel');
    expect((await get(t.app, apiPaths.teamVoiceLogs(1, 'Priya Patel'), t.demoCookie)).status).toBe(404);
    expect(await t.row('SELECT archived_at FROM direct_reports WHERE id = ?', id)).toEqual({ archived_at: '2025-03-12T09:00:00' });
    expect(await t.row('SELECT COUNT(*) AS n FROM coaching_notes WHERE direct_report_id = ?', id)).toEqual(notes);
    expect((await send(t.app, 'POST', apiPaths.team(1), { ...NEW, name: 'Priya Patel' }, t.demoCookie)).status).toBe(409);
    expect((await send(t.app, 'POST', teamPaths.archiveDirectReport(1, 'Priya Patel'), {}, t.demoCookie)).status).toBe(404);
  });

  it.each([
    [{ ...NEW, name: '  ' }, 'name'],
    [{ ...NEW, name: 'A/B' }, 'name'],
    [{ ...NEW, start_date: '01/10/2024' }, 'start_date'],
    [{ name: 'X' }, 'role'],
  ])('rejects the new report %j naming %s, writing nothing', async (body, field) => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.team(1), body, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field } });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it("refuses another executive's report with 403, changing nothing", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const rows = () => t.rows('SELECT name, role, archived_at FROM direct_reports WHERE executive_id = 1 ORDER BY id');
    const before = await rows();
    expect((await send(t.app, 'PATCH', teamPaths.directReport(1, 'Sarah Chen'), { role: 'x' }, other.cookie)).status).toBe(403);
    expect((await send(t.app, 'POST', teamPaths.archiveDirectReport(1, 'Sarah Chen'), {}, other.cookie)).status).toBe(403);
    expect((await send(t.app, 'POST', apiPaths.team(1), NEW, other.cookie)).status).toBe(403);
    expect(await rows()).toEqual(before);
    expect((await send(t.app, 'PATCH', teamPaths.directReport(1, 'Sarah Chen'), {}, t.demoCookie)).status).toBe(400);
  });
});
