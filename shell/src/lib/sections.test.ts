import { describe, expect, it } from 'vitest';
import { bottomNavItems, findSection, sectionAtPath, sectionPath, sections } from './sections';

describe('dashboard sections', () => {
  it("lists the spec's 11 sections in its order with its labels, then Booking Links", () => {
    expect(sections.map((s) => s.label)).toEqual([
      'Daily Brief',
      'Voice Insights',
      'Time Blocks',
      'Calendar View',
      'Decisions to Make',
      'Goal Tracker',
      'Team Management',
      'Smart Memory',
      'Life Events',
      'Weekly Insights',
      'Leadership Model',
      'Booking Links',
    ]);
    expect(sections.map((s) => s.id)).toEqual([
      'daily-brief',
      'voice-insights',
      'time-blocks',
      'calendar',
      'decisions',
      'goals',
      'team',
      'memory',
      'life-events',
      'insights',
      'leadership',
      'booking-links',
    ]);
  });

  it('maps every section to the exposed module named in the front-end contract', () => {
    const byId = Object.fromEntries(sections.map((s) => [s.id, `${s.source.remote}/${s.source.module}`]));
    expect(byId).toEqual({
      'daily-brief': 'mf_brief/DailyBrief',
      memory: 'mf_brief/Memory',
      'life-events': 'mf_brief/LifeEvents',
      'voice-insights': 'mf_voice/VoiceInsights',
      'time-blocks': 'mf_planning/TimeBlocks',
      calendar: 'mf_planning/Calendar',
      decisions: 'mf_planning/Decisions',
      team: 'mf_team/Team',
      goals: 'mf_leadership/Goals',
      insights: 'mf_leadership/WeeklyInsights',
      leadership: 'mf_leadership/Leadership',
      'booking-links': 'mf_booking/BookingLinks',
    });
  });

  it("says 'Loading your executive brief...' while the daily brief's module loads", () => {
    expect(findSection('daily-brief')?.loading).toBe('Loading your executive brief...');
    expect(findSection('calendar')?.loading).toBeUndefined();
  });

  it('defaults to the daily brief and rejects unknown sections', () => {
    expect(findSection(undefined)?.id).toBe('daily-brief');
    expect(findSection('calendar')?.label).toBe('Calendar View');
    expect(findSection('nope')).toBeUndefined();
  });

  it('has the five bottom navigation items with their routes', () => {
    expect(bottomNavItems.map((i) => [i.label, sectionPath(i.id)])).toEqual([
      ['Brief', '/dashboard/daily-brief'],
      ['Calendar', '/dashboard/calendar'],
      ['Goals', '/dashboard/goals'],
      ['Decisions', '/dashboard/decisions'],
      ['Memory', '/dashboard/memory'],
    ]);
  });
});

describe('sectionAtPath', () => {
  it('names the section a page address opens, the brief for / and /dashboard, none elsewhere', () => {
    expect(sectionAtPath('/dashboard/calendar')?.id).toBe('calendar');
    expect(sectionAtPath('/dashboard/calendar/')?.id).toBe('calendar');
    expect(sectionAtPath('/dashboard')?.id).toBe('daily-brief');
    expect(sectionAtPath('/')?.id).toBe('daily-brief');
    expect(sectionAtPath('/dashboard/no-such-section')).toBeUndefined();
    expect(sectionAtPath('/print-report/executive-summary')).toBeUndefined();
    expect(sectionAtPath('/dashboard/calendar/extra')).toBeUndefined();
  });
});
