import { describe, expect, it } from 'vitest';
import { createSseLineParser, parseStreamEvent } from './sse-lines';

describe('createSseLineParser', () => {
  it('yields each data line, however the chunks split it', () => {
    const parser = createSseLineParser();
    expect(parser.push('data: {"type":"del')).toEqual([]);
    expect(parser.push('ta","text":"Hi"}\n\nda')).toEqual(['{"type":"delta","text":"Hi"}']);
    expect(parser.push('ta: {"type":"reset"}\r\n\r\n')).toEqual(['{"type":"reset"}']);
    expect(parser.flush()).toEqual([]);
  });

  it('skips comments, other fields and blank lines, and keeps data without a space', () => {
    const parser = createSseLineParser();
    expect(parser.push(': keep-alive\nevent: message\nid: 3\nretry: 10\n\ndata:{"type":"reset"}\n')).toEqual(['{"type":"reset"}']);
  });

  it('flushes a last line that has no newline', () => {
    const parser = createSseLineParser();
    expect(parser.push('data: {"type":"done","answeredBy":"model"}')).toEqual([]);
    expect(parser.flush()).toEqual(['{"type":"done","answeredBy":"model"}']);
    expect(parser.flush()).toEqual([]);
  });

  it('yields several events from one chunk in order', () => {
    const parser = createSseLineParser();
    expect(parser.push('data: a\n\ndata: b\n\ndata: c\n\n')).toEqual(['a', 'b', 'c']);
  });
});

describe('parseStreamEvent', () => {
  it('validates events against the contract', () => {
    expect(parseStreamEvent('{"type":"delta","text":"Hello"}')).toEqual({ type: 'delta', text: 'Hello' });
    expect(parseStreamEvent('{"type":"proposal","action":{"kind":"create_priority","task":"Call the CFO","urgency":"high"}}')).toEqual({
      type: 'proposal',
      action: { kind: 'create_priority', task: 'Call the CFO', description: '', urgency: 'high', dueDate: null },
    });
  });

  it('throws on a payload that is not JSON or not an event', () => {
    expect(() => parseStreamEvent('{"type":')).toThrow();
    expect(() => parseStreamEvent('{"type":"delta"}')).toThrow();
    expect(() => parseStreamEvent('{"type":"unknown"}')).toThrow();
  });
});
