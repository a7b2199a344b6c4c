// Builders of API-shaped records for the print remote's unit tests.
import type { DailyBrief, GoalsResponse, Meeting, Priority } from '@provana/contracts';

export function priority(id: number, overrides: Partial<Priority> = {}): Priority {
  return { id, task: `Task ${id}`, description: '', urgency: 'high', dueDate: null, completed: false, status: 'pending', ...overrides };
}

export function meeting(id: number, startTime: string, overrides: Partial<Meeting> = {}): Meeting {
  return { id, title: `Meeting ${id}`, startTime, endTime: startTime, location: 'Room 1', attendees: [], type: 'one_on_one', ...overrides };
}

export function goals(missionGoals: GoalsResponse['mission_goals']): GoalsResponse {
  return { mission_goals: missionGoals, mission_goal: null, quarterly_goals: [], micro_wins: [] };
}

export function brief(overrides: Partial<DailyBrief> = {}): DailyBrief {
  return {
    date: '2026-03-04',
    priorities: [],
    meetings: [],
    goalAlignment: 70,
    alignment: { goalAlignment: 70 },
    aiInsight: 'Focus on the board deck.',
    ...overrides,
  };
}
