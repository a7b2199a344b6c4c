// Apply Block (spec section 7): the calendar event a suggested block becomes.
import type { CreateCalendarEventBody, TimeBlockSuggestion } from '@provana/contracts';

/** startTime and endTime are the picked date + 'T' + the block's time + ':00'; the description is the reasoning. */
export function calendarEventBody(date: string, block: TimeBlockSuggestion): CreateCalendarEventBody {
  return {
    title: block.title,
    startTime: `${date}T${block.startTime}:00`,
    endTime: `${date}T${block.endTime}:00`,
    type: block.type,
    priority: block.priority,
    description: block.reasoning,
    relatedGoals: block.relatedGoals,
  };
}

/** The spec's toasts for the outcome of Apply Block. */
export const appliedToast = (title: string) => ({ title: 'Time Block Added', description: `${title} has been added to your calendar.` });
export const applyFailedToast = { title: 'Error', description: 'Failed to add time block to calendar' };
