import { describe, expect, it } from 'vitest';
import { activeSince, feedUrl, feedView, webcalUrl } from './calendar-feed-model';

const created = { path: `/api/calendar-feeds/${'a'.repeat(43)}.ics`, createdAt: '2025-03-12T09:00:00.000Z' };

describe('calendar feed dialog model', () => {
  it('offers to create a link when none is active', () => {
    expect(feedView({ active: false, createdAt: null }, undefined, false)).toBe('none');
  });

  it('shows the link it just created, even before the status refetch lands', () => {
    expect(feedView({ active: false, createdAt: null }, created, true)).toBe('known');
    expect(feedView({ active: true, createdAt: '2025-03-01T09:00:00.000Z' }, created, true)).toBe('known');
    expect(feedView({ active: true, createdAt: created.createdAt }, created, false)).toBe('known');
  });

  it('hides a token it does not know: after a reload, or a newer link made elsewhere', () => {
    expect(feedView({ active: true, createdAt: created.createdAt }, undefined, false)).toBe('hidden');
    expect(feedView({ active: true, createdAt: '2025-03-13T09:00:00.000Z' }, created, false)).toBe('hidden');
  });

  it('drops a link that was turned off elsewhere', () => {
    expect(feedView({ active: false, createdAt: null }, created, false)).toBe('none');
  });

  it('builds the absolute and webcal URLs', () => {
    const url = feedUrl('https://exec.example.com', created.path);
    expect(url).toBe(`https://exec.example.com${created.path}`);
    expect(webcalUrl(url)).toBe(`webcal://exec.example.com${created.path}`);
    expect(webcalUrl('http://127.0.0.1:4391/x.ics')).toBe('webcal://127.0.0.1:4391/x.ics');
  });

  it('formats the creation day', () => {
    expect(activeSince('2025-03-12T12:00:00.000Z')).toBe('Mar 12, 2025');
    expect(activeSince('garbage')).toBe('garbage');
  });
});
