// The preview dialog's Email link: a mailto URL with a subject and a plain-text summary body,
// percent-encoded (RFC 6068) and kept within the length mail clients reliably accept.
import type { ReportSummary } from './report-summary';

/** Outlook and several webmail handlers drop or cut longer mailto URLs; 2,000 characters is safe everywhere. */
export const MAILTO_MAX_LENGTH = 2000;
const TRUNCATION_NOTE = '\r\n[...] Summary shortened; open the full report in PROVANA.';

export interface MailContent {
  subject: string;
  body: string;
}

const encode = (text: string) => encodeURIComponent(text);
const mailtoOf = (subject: string, body: string) => `mailto:?subject=${encode(subject)}&body=${encode(body)}`;

/**
 * mailto:?subject=..&body=.. no longer than maxLength. When too long, the body is cut at a whole
 * character (never inside a percent-escape or a surrogate pair) and ends with a note saying so.
 */
export function composeMailto({ subject, body }: MailContent, maxLength = MAILTO_MAX_LENGTH): string {
  const full = mailtoOf(subject, body);
  if (full.length <= maxLength) return full;
  const chars = Array.from(body);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (mailtoOf(subject, chars.slice(0, mid).join('') + TRUNCATION_NOTE).length <= maxLength) low = mid;
    else high = mid - 1;
  }
  const shortened = mailtoOf(subject, chars.slice(0, low).join('') + TRUNCATION_NOTE);
  // A subject so long that even an empty body does not fit: cut the subject too.
  return shortened.length <= maxLength ? shortened : composeMailto({ subject: Array.from(subject).slice(0, 200).join(''), body: '' }, maxLength);
}

export interface MailInput {
  title: string;
  executiveName: string;
  dateLabel: string;
  summary: ReportSummary;
  insight: string | null;
}

/** Subject and body summarising the report: figures, insight, action items, goals, schedule. */
export function reportMail({ title, executiveName, dateLabel, summary, insight }: MailInput): MailContent {
  const lines = [
    `${title} for ${executiveName}, ${dateLabel}`,
    '',
    `Goal alignment: ${summary.goalAlignment.value}%`,
    `Tasks completed: ${summary.tasksCompleted.value}`,
    `Upcoming meetings: ${summary.upcomingMeetings.value}`,
  ];
  if (insight) lines.push('', `Executive insight: ${insight}`);
  if (summary.actionItems.length > 0) {
    lines.push('', 'Critical action items:', ...summary.actionItems.map((p) => `- ${p.task} (${p.urgency})`));
  }
  if (summary.goals && summary.goals.length > 0) {
    lines.push('', 'Strategic goals:', ...summary.goals.map((g) => `- ${g.title}: ${g.progress}% (${g.status})`));
  }
  if (summary.schedule && summary.schedule.length > 0) {
    lines.push('', "Today's schedule:", ...summary.schedule.map((m) => `- ${m.startTime.slice(11, 16)} ${m.title}`));
  }
  lines.push('', 'Confidential Executive Report');
  return { subject: `${title} - ${executiveName} - ${dateLabel}`, body: lines.join('\r\n') };
}
