// Reads iCalendar text into ical.js components the lenient way other clients do. ical.js's own
// ICAL.parse throws on the first line it cannot read (a line without a value separator, a repeat
// rule with an unknown part), which loses the whole calendar. Here the component structure
// (BEGIN/END) is followed by hand and each property line is parsed alone, so a line that cannot be
// read is left out of its component and remembered there; a component still open when the text ends
// is closed and remembered as cut off. A date written without VALUE=DATE ('DTSTART:20190101', as
// some holiday publishers write it) is read as the date it is.
// Only text without a VCALENDAR is refused (IcalParseError).
import ICAL from 'ical.js';

export class IcalParseError extends Error {}

type JCal = unknown[];

export interface IcsTree {
  /** The first VCALENDAR of the text. */
  root: ICAL.Component;
  /** The lower-case names of the lines each component (by its jCal array) lost; '' for a line without a name. */
  dropped: WeakMap<JCal, string[]>;
  /** Components the text ended inside of. */
  cutOff: WeakSet<JCal>;
}

/** Unfolded content lines (RFC 5545 §3.1: a line starting with a space or tab continues the previous one). */
function contentLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += raw.slice(1);
    else if (raw.trim() !== '') lines.push(raw);
  }
  return lines;
}

const DATE_VALUED = /^(DTSTART|DTEND|DUE|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:]*)?):(\d{8}(?:,\d{8})*)\s*$/i;

/** 'DTSTART:20190101' → 'DTSTART;VALUE=DATE:20190101': eight digits can only be a date. */
function withBareDates(line: string): string {
  const match = DATE_VALUED.exec(line);
  if (!match || /;VALUE=/i.test(match[2] ?? '')) return line;
  return `${match[1]}${match[2]};VALUE=DATE:${match[3]}`;
}

const nameOf = (line: string) => (/^[A-Za-z0-9-]+(?=[;:])/.exec(line)?.[0] ?? '').toLowerCase();

function parseProperty(line: string): JCal | null {
  try {
    const property: unknown = ICAL.parse.property(withBareDates(line));
    return Array.isArray(property) ? property : null;
  } catch {
    return null;
  }
}

export function readIcsTree(text: string): IcsTree {
  const dropped = new WeakMap<JCal, string[]>();
  const cutOff = new WeakSet<JCal>();
  // A jCal component: [name, properties, subcomponents].
  const stack: [string, JCal[], JCal[]][] = [];
  let root: [string, JCal[], JCal[]] | null = null;
  for (const line of contentLines(text)) {
    const edge = /^(BEGIN|END):(.*)$/i.exec(line);
    if (edge) {
      const name = (edge[2] ?? '').trim().toLowerCase();
      if (edge[1]?.toUpperCase() === 'BEGIN') {
        const component: [string, JCal[], JCal[]] = [name, [], []];
        const parent = stack.at(-1);
        if (parent) parent[2].push(component);
        else if (root)
          break; // a second VCALENDAR: the first is read
        else root = component;
        stack.push(component);
      } else {
        // An END closes its component and any left open inside it; an END nothing opened is ignored.
        const at = stack.map((c) => c[0]).lastIndexOf(name);
        if (at >= 0) for (const open of stack.splice(at).slice(1)) cutOff.add(open);
        if (stack.length === 0 && root) break;
      }
      continue;
    }
    const current = stack.at(-1);
    if (!current) continue; // text outside any component
    const property = parseProperty(line);
    if (property) current[1].push(property);
    else dropped.set(current, [...(dropped.get(current) ?? []), nameOf(line)]);
  }
  for (const open of stack.slice(1)) cutOff.add(open);
  if (!root || root[0] !== 'vcalendar') throw new IcalParseError('The file is not an iCalendar calendar');
  return { root: new ICAL.Component(root), dropped, cutOff };
}
