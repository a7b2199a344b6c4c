// The user's words, parsed once, rendered per database: FTS5 MATCH text on SQLite, to_tsquery text on
// PostgreSQL. Then over a real database of this run's dialect: stemming, prefixes, phrases, weighting,
// and input full of either engine's query syntax that must stay plain words.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../lib/fts-query';
import { createTestDatabase } from '../../../test/support/test-database';
import { createRepositories, type Repositories } from '../repositories';
import type { NewRecording } from '../repositories/voice/recordings';
import { fts5Match, tsQueryText } from './full-text';

describe('rendering a parsed search', () => {
  it('quotes every FTS5 token: words as prefixes, phrases whole', () => {
    expect(fts5Match(parseSearchQuery('Dallas  Team'))).toBe('"dallas"* "team"*');
    expect(fts5Match(parseSearchQuery('"key idea" budget'))).toBe('"key idea" "budget"*');
    expect(fts5Match(parseSearchQuery('team OR NOT (decide*) NEAR:x ^y'))).toBe('"team"* "or"* "not"* "decide"* "near"* "x"* "y"*');
  });

  it('quotes every tsquery lexeme: words as prefixes, phrases followed-by, all AND-ed', () => {
    expect(tsQueryText(parseSearchQuery('Dallas  Team'))).toBe("'dallas':* & 'team':*");
    expect(tsQueryText(parseSearchQuery('"key idea" budget'))).toBe("('key' <-> 'idea') & 'budget':*");
    expect(tsQueryText(parseSearchQuery("a&b | !c (d) 'e':* f\\g <-> h"))).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':* & 'f':* & 'g':* & 'h':*");
  });

  it('keeps a quote or backslash inside a lexeme, should a term ever hold one', () => {
    expect(tsQueryText({ terms: [{ kind: 'word', word: "o'k\\" }], words: [] })).toBe("'o''k\\\\':*");
    expect(fts5Match({ terms: [{ kind: 'word', word: 'a"b' }], words: [] })).toBe('"a""b"*');
  });
});

describe('searching recordings', () => {
  let repos: Repositories;
  let executiveId: number;
  const ids: Record<string, number> = {};
  const found = async (q: string) => (await repos.voiceSearch.search(executiveId, parseSearchQuery(q), 1, 50, true)).results.map((r) => r.recording.id);

  const recording = (transcript: string, topIdea = '', actionSuggestion = ''): NewRecording => ({
    executiveId,
    timestamp: '2025-03-12T09:00:00',
    durationSeconds: 5,
    sessionId: 'session-test',
    transcript,
    tagsInput: '',
    anchor: '',
    insights: { topIdea, actionSuggestion, personalAnchor: '' },
    actions: { todoCreated: false, calendarEntry: false, journal: false, sendToTeam: false },
    tags: { project: null, coreValue: null, category: [], dueDate: null },
  });

  beforeAll(async () => {
    repos = createRepositories(await createTestDatabase());
    const userId = await repos.users.create({ email: 'fts@example.com', name: 'fts', passwordHash: 'h', passwordSalt: 's', createdAt: '2025-03-01T00:00:00' });
    executiveId = await repos.executives.create({ id: null, userId, name: 'F', title: 'T', seededOn: '2025-03-01' });
    ids.decided = await repos.voiceRecordings.create(recording('We decided to streamline the zebrafish onboarding for the Dallas office.'));
    ids.transcriptOnly = await repos.voiceRecordings.create(recording('Marmoset budget mentioned in passing, with many other words around it today.'));
    ids.insight = await repos.voiceRecordings.create(
      recording('Some other words entirely, about the quarterly plan and hiring today.', 'Marmoset budget first'),
    );
  });

  it('matches stems and prefixes, and every term must match', async () => {
    expect(await found('decide zebra')).toEqual([ids.decided]);
    expect(await found('streamlining')).toEqual([ids.decided]);
    expect(await found('zebrafish giraffe')).toEqual([]);
  });

  it('matches a quoted phrase only in order', async () => {
    expect(await found('"zebrafish onboarding"')).toEqual([ids.decided]);
    expect(await found('"onboarding zebrafish"')).toEqual([]);
  });

  it('ranks a match in the key idea above one in the transcript', async () => {
    expect(await found('marmoset')).toEqual([ids.insight, ids.transcriptOnly]);
    const hit = (await repos.voiceSearch.search(executiveId, parseSearchQuery('marmoset'), 1, 1, true)).results[0];
    expect(hit?.field).toBe('topIdea');
    expect(hit?.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(['marmoset']);
  });

  it("treats either engine's query syntax in the input as plain words", async () => {
    // Every word of these is in the recording: only the syntax around them could make them fail.
    const hostile = [
      "zebrafish' | 'dallas",
      'zebrafish:* | !dallas',
      'zebrafish & (dallas',
      'zebrafish\\',
      'zebrafish (dallas) office* ^we',
      '"zebrafish',
      'zebrafish <-> dallas <=> office',
      'zebrafish:* dallas:*office',
      '^onboarding -dallas +office',
    ];
    for (const q of hostile) expect(await found(q), q).toContain(ids.decided);
    expect(await found("' & | ! ( ) : * \\ < > -")).toEqual([]);
    expect(await found("'); DROP TABLE voice_recordings; --")).toEqual([]);
    expect(await found('zebrafish')).toEqual([ids.decided]);
  });
});
