// @vitest-environment happy-dom
// Settings → Activity: newest first, Load more brings older entries from the cursor, the person and
// kind filters ask the server again, and an empty log says so.
import type { ActivityPage } from '@provana/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSettingsSection } from '../../../test/render-settings-section';
import ActivitySection from './activity-section';

const entry = (id: number, description: string, at: string) => ({
  id,
  actorUserId: 3,
  actorName: 'Sam Lee',
  kind: 'priorities' as const,
  itemType: null,
  itemId: null,
  description,
  at,
});
const PEOPLE = [
  { userId: 1, name: 'Dana Reyes' },
  { userId: 3, name: 'Sam Lee' },
];

let urls: string[];
let empty: boolean;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T18:00:00Z') });
  urls = [];
  empty = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    urls.push(`${url.pathname}${url.search}`);
    if (empty) return Response.json({ entries: [], nextCursor: null, people: [] } satisfies ActivityPage);
    if (url.searchParams.get('cursor') === '41') {
      return Response.json({
        entries: [entry(40, 'Dana Reyes invited sam@example.com as Editor', '2026-03-03T09:00:00Z')],
        nextCursor: null,
        people: PEOPLE,
      } satisfies ActivityPage);
    }
    return Response.json({
      entries: [
        entry(42, "Sam Lee completed the priority 'Board deck'", '2026-03-04T15:42:00Z'),
        entry(41, "Sam Lee added the event 'Offsite'", '2026-03-04T15:40:00Z'),
      ],
      nextCursor: '41',
      people: PEOPLE,
    } satisfies ActivityPage);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderSection() {
  await renderSettingsSection(<ActivitySection />, { timeZone: 'America/New_York' });
  return userEvent.setup({ advanceTimers: () => undefined });
}

const lines = () =>
  within(screen.getByRole('list', { name: 'Activity, newest first' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Settings → Activity', () => {
  it("lists the newest first with times in the workspace's zone, and loads older entries on Load more", async () => {
    const user = await renderSection();
    await screen.findByText("Sam Lee completed the priority 'Board deck' · 10:42");
    expect(lines()).toEqual(["Sam Lee completed the priority 'Board deck' · 10:42", "Sam Lee added the event 'Offsite' · 10:40"]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Dana Reyes invited sam@example.com as Editor · Mar 3, 04:00');
    expect(lines()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(urls).toEqual(['/api/executive/7/activity', '/api/executive/7/activity?cursor=41']);
  });

  it('asks again for one person and one kind', async () => {
    const user = await renderSection();
    await screen.findByText(/Board deck/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Sam Lee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of change' }), 'Calendar');
    await vi.waitFor(() => expect(urls.at(-1)).toBe('/api/executive/7/activity?actor=3&kind=calendar'));
  });

  it('says when there is no activity yet', async () => {
    empty = true;
    await renderSection();
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });
});
