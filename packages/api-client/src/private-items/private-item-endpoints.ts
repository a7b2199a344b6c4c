// Marking one item private or not (the owner, a Full delegate): PATCH .../{item}/private. Each kind's
// lists refetch on success, so the item shows (or loses) its lock everywhere it is listed.
import type { SetPrivateBody, SetPrivateResponse } from '@provana/contracts';
import { privateItemPaths } from '@provana/contracts/paths/private-items';
import type { Builder } from '../builder';
import { listTag, onSuccess, type Tag } from '../tags';
import { requestBody } from '../request-body';

/** The item to mark: its kind and how that kind is addressed. */
export type PrivateItem =
  | { kind: 'memory-note'; id: number }
  | { kind: 'life-event'; id: number }
  | { kind: 'calendar-event'; id: number }
  | { kind: 'recording'; id: number }
  | { kind: 'coaching-note'; id: number; reportName: string }
  | { kind: 'reflection'; weekStart: string };

export type SetItemPrivateArg = { executiveId: number; item: PrivateItem } & SetPrivateBody;

function pathOf(executiveId: number, item: PrivateItem): string {
  switch (item.kind) {
    case 'memory-note':
      return privateItemPaths.memoryNotePrivate(executiveId, item.id);
    case 'life-event':
      return privateItemPaths.personalEventPrivate(executiveId, item.id);
    case 'calendar-event':
      return privateItemPaths.calendarEventPrivate(executiveId, item.id);
    case 'recording':
      return privateItemPaths.voiceRecordingPrivate(executiveId, item.id);
    case 'coaching-note':
      return privateItemPaths.coachingNotePrivate(executiveId, item.reportName, item.id);
    case 'reflection':
      return privateItemPaths.reflectionPrivate(executiveId, item.weekStart);
  }
}

const TAGS: Record<PrivateItem['kind'], Tag[]> = {
  'memory-note': [listTag('MemoryNote')],
  'life-event': [listTag('PersonalEvent'), listTag('Calendar')],
  'calendar-event': [listTag('CalendarEvent'), listTag('Calendar')],
  recording: [listTag('VoiceRecording')],
  'coaching-note': [listTag('Team')],
  reflection: [listTag('Reflection')],
};

export const privateItemEndpoints = (build: Builder) => ({
  setItemPrivate: build.mutation<SetPrivateResponse, SetItemPrivateArg>({
    query: ({ executiveId, item, private: isPrivate }) => ({
      url: pathOf(executiveId, item),
      method: 'PATCH',
      body: requestBody<SetPrivateBody>({ private: isPrivate }),
    }),
    invalidatesTags: onSuccess((arg: SetItemPrivateArg) => TAGS[arg.item.kind]),
  }),
});
