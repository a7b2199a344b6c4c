// A recurring series read by the rest of the product: every occurrence is busy time for time blocks,
// and the .ics export carries RRULE, EXDATE and RECURRENCE-ID that the project's own parser and
// expansion read back as the very occurrences the API lists.
import { describe, expect, it } from 'vitest';
import { apiPaths, type TimeBlockResponse } from '@provana/contracts';
import { instantOf } from '@provana/dates';
import { expandOccurrences } from '../../services/calendar/occurrences';
import { parseIcal } from '../../services/calendar/parse-ical';
import { get, send } from '../../../test/helpers';
import { ZONE, list, remove, withSeries } from '../../../test/support/event-series';

describe('recurring events elsewhere', () => {
  // Without the series the engine suggests 08:30-10:00 that day.
  it('counts every occurrence as busy time for time blocks', async () => {
    const { t } = await withSeries();
    const blocks = (await (await get(t.app, '/api/executive/1/time-block-suggestions?date=2025-03-31', t.demoCookie)).json()) as TimeBlockResponse;
    expect(blocks.suggestedBlocks.length).toBeGreaterThan(0);
    expect(blocks.suggestedBlocks.some((b) => b.startTime < '10:00' && b.endTime > '09:00')).toBe(false);
  });

  it('exports RRULE, EXDATE and RECURRENCE-ID that the project’s parser expands to the same occurrences', async () => {
    const { t, id } = await withSeries();
    const path = `${apiPaths.calendarEvents(1)}/${id}`;
    await send(
      t.app,
      'PATCH',
      path,
      {
        scope: 'this',
        occurrenceStart: '2025-03-24T09:00:00',
        startTime: '2025-03-25T14:00:00',
        endTime: '2025-03-25T15:00:00',
        title: 'Staff meeting (moved)',
        confirmOverlap: true,
      },
      t.demoCookie,
    );
    await remove(t, `${path}?scope=this&occurrenceStart=2025-04-07T09:00:00`);
    const text = await (await get(t.app, '/api/executive/1/calendar.ics?from=2025-03-01&to=2025-03-31', t.demoCookie)).text();
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20250317T090000');
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6');
    expect(unfolded).toContain('EXDATE;TZID=Europe/Berlin:20250407T090000');
    expect(unfolded).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20250324T090000');
    const parsed = parseIcal(text).filter((s) => s.uid === `event-${id}@provana.app`);
    expect(parsed).toHaveLength(2);
    const { occurrences } = expandOccurrences(parsed, { from: instantOf('2025-03-01', ZONE), to: instantOf('2025-06-01', ZONE) }, ZONE);
    const api = await list(t);
    expect(occurrences.map((o) => [o.startLocal, o.endLocal, o.series.summary])).toEqual(api.map((e) => [e.startTime, e.endTime, e.title]));
    // The instants too: 09:00 Berlin is 08:00Z before 30 March, 07:00Z after.
    expect(occurrences[0]?.start.toISOString()).toBe('2025-03-17T08:00:00.000Z');
    expect(occurrences.at(-1)?.start.toISOString()).toBe('2025-04-21T07:00:00.000Z');
  });
});
