// Fills a new executive workspace with sample data, every date relative to the seed day,
// so a fresh account (and the demo) always has today's meetings, overdue tasks and upcoming events.
import type { Repositories } from '../repositories';
import { addDaysToIsoDate, atTime, mondayOf, shiftWall, toIsoDate, toIsoDateTime, weekdayOf } from '@provana/dates';
import { dominantModel } from '../../lib/dominant-model';
import { oneOffEventSeeds, weeklyEventSeeds, type EventSeed } from './data/calendar-events';
import { goalSeeds } from './data/goals';
import { selfProfileSeed } from './data/leadership-models';
import { meetingSeeds } from './data/meetings';
import { prioritySeeds } from './data/priorities';
import { decisionSeeds, memorySeeds, personalEventSeeds, reflectionSeeds } from './data/records';
import { teamSeeds } from './data/team';
import { seedVoiceRecordings } from './seed-voice';

const endOf = (date: string, start: string, minutes: number) => shiftWall(atTime(date, start), minutes);

async function seedCalendar(repos: Repositories, executiveId: number, now: Date) {
  const addEvent = async (date: string, e: Omit<EventSeed, 'weekday'>) =>
    repos.calendarEvents.create({
      executiveId,
      title: e.title,
      startTime: atTime(date, e.start),
      endTime: endOf(date, e.start, e.minutes),
      type: e.type,
      priority: e.priority,
      description: e.description,
      relatedGoals: e.relatedGoals,
    });
  // A week back and four weeks ahead of the weekly rhythm.
  for (let offset = -7; offset <= 28; offset++) {
    const day = addDaysToIsoDate(toIsoDate(now), offset);
    const weekday = weekdayOf(day);
    for (const e of weeklyEventSeeds) if (e.weekday === weekday) await addEvent(day, e);
  }
  for (const e of oneOffEventSeeds) await addEvent(addDaysToIsoDate(toIsoDate(now), e.dayOffset), e);
  for (const m of meetingSeeds) {
    const date = addDaysToIsoDate(toIsoDate(now), m.dayOffset);
    await repos.meetings.create({
      executiveId,
      title: m.title,
      startTime: atTime(date, m.start),
      endTime: endOf(date, m.start, m.minutes),
      location: m.location,
      attendees: m.attendees,
      type: m.type,
    });
  }
}

async function seedRecords(repos: Repositories, executiveId: number, now: Date) {
  const today = toIsoDate(now);
  const createdAt = toIsoDateTime(now);
  for (const p of prioritySeeds) {
    const dueDate = p.dueInDays === null ? null : atTime(addDaysToIsoDate(toIsoDate(now), p.dueInDays), p.dueTime);
    await repos.priorities.create({
      executiveId,
      task: p.task,
      description: p.description,
      urgency: p.urgency,
      dueDate,
      completed: p.completed ?? false,
      source: 'manual',
      createdAt,
    });
  }
  for (const d of decisionSeeds)
    await repos.decisions.create({
      executiveId,
      title: d.title,
      description: d.description,
      impactLevel: d.impactLevel,
      dueBy: addDaysToIsoDate(toIsoDate(now), d.dueInDays),
    });
  for (const m of memorySeeds) await repos.memoryNotes.create({ executiveId, ...m });
  for (const p of personalEventSeeds)
    await repos.lifeEvents.create({
      executiveId,
      event: p.event,
      date: addDaysToIsoDate(toIsoDate(now), p.dayOffset),
      location: p.location,
      reminderSet: p.reminderSet,
    });
  const thisWeek = mondayOf(toIsoDate(now));
  for (const r of reflectionSeeds) {
    await repos.reflections.create({
      executiveId,
      weekStart: addDaysToIsoDate(thisWeek, -7 * r.weeksAgo),
      strategicDecisionsMade: r.strategic,
      delayedDecisions: r.delayed,
      delegatedTasks: r.delegated,
      missedPersonalEvent: r.missedPersonal,
      selfInsight: r.insight,
    });
  }
  for (const [i, g] of goalSeeds.entries()) {
    await repos.goals.create({
      executiveId,
      kind: g.kind,
      title: g.title,
      model_alignment: g.model_alignment,
      target_date: addDaysToIsoDate(toIsoDate(now), g.targetInDays),
      status: g.status,
      tags: g.tags,
      linked_to: g.linked_to,
      sortOrder: i,
    });
  }
  await seedVoiceRecordings(repos, executiveId, now);
  return today;
}

async function seedTeam(repos: Repositories, executiveId: number, now: Date, executiveName: string) {
  const updatedAt = toIsoDateTime(now);
  await repos.leadershipProfiles.insertProfile({
    executiveId,
    directReportId: null,
    name: executiveName,
    ...selfProfileSeed,
    dominant: dominantModel(selfProfileSeed),
    updatedAt,
  });
  for (const r of teamSeeds) {
    const start = new Date(now.getFullYear(), now.getMonth() - r.startedMonthsAgo, Math.min(now.getDate(), 28));
    const reportId = await repos.directReports.create({
      executiveId,
      name: r.name,
      role: r.role,
      start_date: toIsoDate(start),
      next_meeting: r.nextMeeting ? atTime(addDaysToIsoDate(toIsoDate(now), r.nextMeeting.dayOffset), r.nextMeeting.time) : null,
      last_meeting: r.lastMeetingDaysAgo === null ? null : atTime(addDaysToIsoDate(toIsoDate(now), -r.lastMeetingDaysAgo), '10:00'),
      goals_linked: r.goals_linked,
      development_focus: r.development_focus,
      alerts: { reminder_24hr_before: r.reminder_24hr_before, check_in_prompt: r.check_in_prompt },
    });
    for (const n of r.notes)
      await repos.coachingNotes.add(reportId, { date: addDaysToIsoDate(toIsoDate(now), -n.daysAgo), category: n.category, content: n.content });
    for (const l of r.voiceLogs) {
      await repos.teamVoiceLogs.add(reportId, {
        date: addDaysToIsoDate(toIsoDate(now), -l.daysAgo),
        audio_url: null,
        transcription: l.transcription,
        tags: l.tags,
        converted_to_action: l.converted,
      });
    }
    await repos.leadershipProfiles.insertProfile({
      executiveId,
      directReportId: reportId,
      name: r.name,
      ...r.scores,
      dominant: dominantModel(r.scores),
      updatedAt,
    });
  }
}

/** Seeds one executive's workspace; call inside the transaction that creates the executive. */
export async function seedWorkspace(repos: Repositories, executiveId: number, now: Date, executiveName: string): Promise<void> {
  await seedCalendar(repos, executiveId, now);
  await seedRecords(repos, executiveId, now);
  await seedTeam(repos, executiveId, now, executiveName);
}
