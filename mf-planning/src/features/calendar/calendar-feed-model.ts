// What the subscription dialog shows, and the URLs it hands out. Pure, so it is tested without a DOM.
import type { CalendarFeedStatus, CreatedCalendarFeed } from '@provana/contracts';
import { browserTimeZone, formatDayIn } from '@provana/dates';

/**
 * 'none': no active link. 'known': the link just created in this page (its token is known).
 * 'hidden': a link is active but its token was shown before (a reload): only reset or turn off.
 */
export type FeedView = 'none' | 'known' | 'hidden';

export function feedView(status: CalendarFeedStatus, created: CreatedCalendarFeed | undefined, refetching: boolean): FeedView {
  // Right after a create the status may still be the old one until its refetch lands: trust the
  // fresh answer then. A newer feed made elsewhere (another tab) wins over ours.
  if (created && (status.active ? (status.createdAt ?? '') <= created.createdAt : refetching)) return 'known';
  return status.active ? 'hidden' : 'none';
}

/** The full https URL of the feed for this page's origin. */
export const feedUrl = (origin: string, path: string): string => new URL(path, origin).toString();

/** The same feed for the webcal: scheme, which calendar apps open as a subscription. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//i, 'webcal://');

/** "Mar 12, 2025" for an ISO instant, in the executive's zone; the text itself when it is not one. */
export function activeSince(createdAt: string, timeZone = browserTimeZone()): string {
  return Number.isNaN(Date.parse(createdAt)) ? createdAt : formatDayIn(createdAt, timeZone);
}
