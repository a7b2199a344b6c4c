// One private and one shared item of every kind for the demo executive, for the private-items suites
// (the repositories' and the services'): each names a word search can find.
import type { TestContext } from '../helpers';

export const DAY = { from: '2025-03-12T00:00:00', to: '2025-03-13T00:00:00' };

const baseEvent = {
  executiveId: 1,
  type: 'meeting' as const,
  priority: 'high' as const,
  relatedGoals: ['Acquisition'],
};

/** One private and one shared item of every kind for the demo executive (1), each naming a word search can find. */
export async function privateAndShared(t: TestContext) {
  const { repos } = t;
  const note = {
    secret: await repos.memoryNotes.create({ executiveId: 1, note: 'Zanzibar offer letter', tag: 'hiring', nextTrigger: 'Friday', private: true }),
    shared: await repos.memoryNotes.create({ executiveId: 1, note: 'Zanzibar venue booking', tag: 'offsite', nextTrigger: 'Monday' }),
  };
  const lifeEvent = {
    secret: await repos.lifeEvents.create({
      executiveId: 1,
      event: 'Zanzibar clinic visit',
      date: '2025-03-13',
      location: 'Clinic',
      reminderSet: true,
      private: true,
    }),
    shared: await repos.lifeEvents.create({ executiveId: 1, event: 'Zanzibar school play', date: '2025-03-13', location: 'School', reminderSet: true }),
  };
  const event = {
    secret: await repos.calendarEvents.create({
      ...baseEvent,
      title: 'Zanzibar acquisition talks',
      startTime: '2025-03-12T15:00:00',
      endTime: '2025-03-12T16:00:00',
      description: 'Board only',
      reminderMinutes: 0,
      private: true,
    }),
    series: await repos.calendarEvents.create({
      ...baseEvent,
      title: 'Zanzibar therapy',
      startTime: '2025-03-12T18:00:00',
      endTime: '2025-03-12T19:00:00',
      description: 'Weekly',
      rrule: 'FREQ=WEEKLY',
      private: true,
    }),
    shared: await repos.calendarEvents.create({
      ...baseEvent,
      title: 'Zanzibar all hands',
      startTime: '2025-03-12T11:00:00',
      endTime: '2025-03-12T12:00:00',
      description: 'Everyone',
      reminderMinutes: 0,
    }),
  };
  const recording = (transcript: string, isPrivate: boolean) =>
    repos.voiceRecordings.create({
      executiveId: 1,
      timestamp: '2025-03-12T08:00:00',
      durationSeconds: 30,
      sessionId: `session-private-${transcript.length}-${isPrivate}`,
      transcript,
      tagsInput: '',
      anchor: '',
      insights: { topIdea: transcript, actionSuggestion: '', personalAnchor: '' },
      actions: { todoCreated: false, calendarEntry: false, journal: false, sendToTeam: false },
      tags: { project: null, coreValue: null, category: [], dueDate: null },
      private: isPrivate,
    });
  const recordingIds = { secret: await recording('Zanzibar salary thoughts', true), shared: await recording('Zanzibar roadmap idea', false) };
  const [report] = await repos.directReports.list(1, true);
  if (!report) throw new Error('the demo team is empty');
  const coaching = {
    secret: (await repos.coachingNotes.add(report.id, { date: '2025-03-11', category: 'Performance', content: 'Improvement plan', private: true })).id,
    shared: (await repos.coachingNotes.add(report.id, { date: '2025-03-11', category: 'Coaching', content: 'Great demo' })).id,
  };
  await repos.reflections.upsert({
    executiveId: 1,
    weekStart: '2025-03-10',
    strategicDecisionsMade: 1,
    delayedDecisions: 0,
    delegatedTasks: 2,
    missedPersonalEvent: false,
    selfInsight: 'Tired this week',
    private: true,
  });
  return { note, lifeEvent, event, recording: recordingIds, coaching, reportName: report.name };
}

export const ids = (items: readonly { id: number }[]) => items.map((i) => i.id);
