// Adding a memory note through the API (the MCP server's add_memory_note calls this route): an Editor
// adds one and the list shows it; only the owner or a Full delegate may make it private; the activity
// log says who added which note.
import { describe, expect, it } from 'vitest';
import { ActivityPageSchema, apiPaths, type MemoryNote } from '@provana/contracts';
import { createTestContext, get, send } from '../../test/helpers';
import { delegateAs } from '../../test/support/delegates';

describe('POST /api/executive/{id}/memory', () => {
  it('adds a note the list then shows, with its defaults, and logs it', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.memory(1), { note: '  Ask Dana about the offsite  ' }, t.demoCookie);
    expect(res.status).toBe(201);
    const note = (await res.json()) as MemoryNote;
    expect(note).toEqual({ id: expect.any(Number), note: 'Ask Dana about the offsite', tag: 'note', nextTrigger: '' });
    const listed = (await (await get(t.app, apiPaths.memory(1), t.demoCookie)).json()) as MemoryNote[];
    expect(listed.at(-1)).toEqual(note);
    const log = ActivityPageSchema.parse(await (await get(t.app, apiPaths.activity(1), t.demoCookie)).json());
    expect(log.entries[0]).toMatchObject({
      kind: 'memory',
      itemType: 'memory-note',
      itemId: String(note.id),
      description: "Alex Morgan added the memory note 'Ask Dana about the offsite'",
    });
    expect(log.entries[0]?.viaToken).toBeUndefined();
  });

  it('lets an Editor add a note but not a private one; the owner may', async () => {
    const t = await createTestContext();
    const editor = await delegateAs(t, 'memory-editor@example.com', 'editor', t.demoCookie);
    expect((await send(t.app, 'POST', apiPaths.memory(1), { note: 'Shared' }, editor.cookie)).status).toBe(201);
    expect((await send(t.app, 'POST', apiPaths.memory(1), { note: 'Hidden', private: true }, editor.cookie)).status).toBe(403);
    const own = await send(t.app, 'POST', apiPaths.memory(1), { note: 'Hidden', private: true }, t.demoCookie);
    expect(await own.json()).toMatchObject({ note: 'Hidden', private: true });
  });

  it('names the field of a note that is empty or too long', async () => {
    const t = await createTestContext();
    const empty = await send(t.app, 'POST', apiPaths.memory(1), { note: ' ' }, t.demoCookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { field: 'note' } });
    expect((await send(t.app, 'POST', apiPaths.memory(1), { note: 'x'.repeat(501) }, t.demoCookie)).status).toBe(400);
  });
});
