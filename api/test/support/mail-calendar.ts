// The calendar invitation of a captured mail: the text/calendar part, its transfer encoding undone.
import type { CapturedMail } from './mail-capture';

export function calendarPartOf(mail: CapturedMail): string {
  const parts = mail.body.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /^Content-Type: text\/calendar/im.test(p));
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
  const content = rest.join('\n\n');
  return /Content-Transfer-Encoding: base64/i.test(headers) ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : content;
}
