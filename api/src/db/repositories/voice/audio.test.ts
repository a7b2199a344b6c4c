// The audio quota holds under concurrency on both databases: saves of one executive take turns, so
// uploads that together pass the quota cannot both be stored.
import { beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/support/raw-sql';
import { createTestDatabase } from '../../../../test/support/test-database';
import type { Db } from '../../connection';
import { createRepositories, type Repositories } from '..';

describe('saving audio within the quota', () => {
  let db: Db;
  let repos: Repositories;
  let executiveId: number;
  let recordings: number[];

  const audio = (recordingId: number, bytes: number) => ({
    executiveId,
    recordingId,
    contentType: 'audio/webm',
    data: Buffer.alloc(bytes, 7),
    uploadedAt: '2025-03-12T09:00:00',
  });

  beforeEach(async () => {
    db = await createTestDatabase();
    repos = createRepositories(db);
    const userId = await repos.users.create({ email: 'audio@example.com', name: 'a', passwordHash: 'h', passwordSalt: 's', createdAt: '2025-03-01T00:00:00' });
    executiveId = await repos.executives.create({ id: null, userId, name: 'A', title: 'T', seededOn: '2025-03-01' });
    recordings = [];
    for (let i = 0; i < 6; i++) {
      recordings.push(
        await repos.voiceRecordings.create({
          executiveId,
          timestamp: '2025-03-12T09:00:00',
          durationSeconds: 5,
          sessionId: `session-${i}`,
          transcript: `Recording ${i}`,
          tagsInput: '',
          anchor: '',
          insights: { topIdea: '', actionSuggestion: '', personalAnchor: '' },
          actions: { todoCreated: false, calendarEntry: false, journal: false, sendToTeam: false },
          tags: { project: null, coreValue: null, category: [], dueDate: null },
        }),
      );
    }
  });

  it('stores only one of two concurrent uploads that together pass the quota', async () => {
    const [first, second] = recordings as [number, number];
    const saved = await Promise.all([repos.voiceAudio.saveWithinQuota(audio(first, 1000), 1500), repos.voiceAudio.saveWithinQuota(audio(second, 1000), 1500)]);
    expect(saved.filter(Boolean)).toHaveLength(1);
    expect(await rows(db, 'SELECT size FROM voice_audio')).toEqual([{ size: 1000 }]);
    expect(await repos.voiceAudio.usedBytes(executiveId)).toBe(1000);
  });

  it('makes an upload that starts while another is being saved wait for it, and count its bytes', async () => {
    const [first, second] = recordings as [number, number];
    let secondSave: Promise<boolean> | undefined;
    await repos.transaction(async (tx) => {
      expect(await tx.voiceAudio.saveWithinQuota(audio(first, 1000), 1500)).toBe(true);
      // Outside this transaction (another connection on PostgreSQL): it must wait for the commit,
      // not check against the total from before it.
      secondSave = repos.voiceAudio.saveWithinQuota(audio(second, 1000), 1500);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(await secondSave).toBe(false);
    expect(await rows(db, 'SELECT recording_id FROM voice_audio')).toEqual([{ recording_id: first }]);
  });

  it('stores exactly as many of many concurrent uploads as fit', async () => {
    const saved = await Promise.all(recordings.map((id) => repos.voiceAudio.saveWithinQuota(audio(id, 400), 1000)));
    expect(saved.filter(Boolean)).toHaveLength(2);
    expect(await repos.voiceAudio.usedBytes(executiveId)).toBe(800);
  });

  it("counts a replaced recording's old bytes once, and a refused save changes nothing", async () => {
    const [first, second] = recordings as [number, number];
    expect(await repos.voiceAudio.saveWithinQuota(audio(first, 1000), 1500)).toBe(true);
    expect(await repos.voiceAudio.saveWithinQuota(audio(first, 1400), 1500)).toBe(true);
    expect(await repos.voiceAudio.saveWithinQuota(audio(second, 200), 1500)).toBe(false);
    expect(await repos.voiceAudio.info(first)).toEqual({ content_type: 'audio/webm', size: 1400 });
    expect(await repos.voiceAudio.info(second)).toBeUndefined();
    expect((await repos.voiceAudio.read(first, 1398, 1399)).equals(Buffer.from([7, 7]))).toBe(true);
  });
});
