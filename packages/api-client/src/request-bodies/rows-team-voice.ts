// Rows of the request-body table: the team (voice logs, coaching notes, 1:1s, the roster) and voice
// (recordings, transcripts, commands, clarity prompts). Sample values differ from each other, so a
// field sent under another field's name shows; every optional field is given.
import {
  ClarityPromptBodySchema,
  ClarityPromptsQueryBodySchema,
  CompleteMeetingBodySchema,
  CreateCoachingNoteBodySchema,
  CreateDirectReportBodySchema,
  CreateMeetingNoteBodySchema,
  CreateTalkingPointBodySchema,
  CreateTeamActionItemBodySchema,
  CreateTeamVoiceLogBodySchema,
  CreateVoiceRecordingBodySchema,
  EditVoiceTranscriptBodySchema,
  PatchTalkingPointBodySchema,
  PatchTeamActionItemBodySchema,
  PatchTeamVoiceLogBodySchema,
  ReorderTalkingPointsBodySchema,
  ScheduleFollowUpBodySchema,
  UpdateDirectReportBodySchema,
  VoiceCommandBodySchema,
} from '@provana/contracts';
import type { BodyRows } from './body-table';

const EMPTY = 'empty object' as const;
const audio = () => new Blob(['RIFF fake audio'], { type: 'audio/webm' });

export const teamAndVoiceRows = {
  createTeamVoiceLog: {
    args: {
      executiveId: 201,
      body: {
        direct_report: 'Ana',
        voice_log: {
          date: '2030-01-02',
          audio_url: '/audio/202.webm',
          transcription: 'Ana wants to lead the launch',
          tags: ['growth'],
          converted_to_action: true,
        },
      },
    },
    contract: CreateTeamVoiceLogBodySchema,
  },
  convertTeamVoiceLog: {
    args: { executiveId: 203, name: 'Ana', logId: 204 },
    fixedBody: { converted_to_action: true },
    contract: PatchTeamVoiceLogBodySchema,
    why: 'converting is the only change the endpoint makes',
  },
  addCoachingNote: {
    args: { executiveId: 205, name: 'Ben', body: { category: 'Feedback', content: 'Struggling since the divorce', date: '2030-01-03', private: true } },
    contract: CreateCoachingNoteBodySchema,
  },
  scheduleFollowUp: {
    args: { executiveId: 206, name: 'Ben', body: { startTime: '2030-01-09T14:00', endTime: '2030-01-09T14:30', title: 'Check in with Ben' } },
    contract: ScheduleFollowUpBodySchema,
  },
  addMeetingNote: {
    args: { executiveId: 207, name: 'Ben', body: { meeting_at: '2030-01-09T14:00', content: 'Agreed on a mentor' } },
    contract: CreateMeetingNoteBodySchema,
  },
  addTalkingPoint: { args: { executiveId: 208, name: 'Cleo', body: { text: 'Budget for Q2' } }, contract: CreateTalkingPointBodySchema },
  setTalkingPointDone: { args: { executiveId: 209, name: 'Cleo', pointId: 210, done: true }, contract: PatchTalkingPointBodySchema },
  reorderTalkingPoints: { args: { executiveId: 211, name: 'Cleo', ids: [214, 212, 213] }, contract: ReorderTalkingPointsBodySchema },
  completeMeeting: { args: { executiveId: 215, name: 'Cleo', body: { meeting_at: '2030-01-10T09:00' } }, contract: CompleteMeetingBodySchema },
  addTeamActionItem: {
    args: { executiveId: 216, name: 'Dev', body: { text: 'Draft the hiring plan', owner: 'report', due_date: '2030-01-20' } },
    contract: CreateTeamActionItemBodySchema,
  },
  setTeamActionItemDone: { args: { executiveId: 217, name: 'Dev', itemId: 218, done: true }, contract: PatchTeamActionItemBodySchema },
  addDirectReport: {
    args: {
      executiveId: 219,
      body: { name: 'Eli', role: 'Head of Sales', start_date: '2029-06-01', development_focus: 'Forecasting', goals_linked: ['Grow revenue'] },
    },
    contract: CreateDirectReportBodySchema,
  },
  updateDirectReport: {
    args: {
      executiveId: 220,
      name: 'Eli',
      body: { name: 'Eli R.', role: 'VP Sales', start_date: '2029-07-01', development_focus: 'Coaching', goals_linked: ['Scale'] },
    },
    contract: UpdateDirectReportBodySchema,
  },
  archiveDirectReport: { args: { executiveId: 221, name: 'Eli' }, noJsonBody: EMPTY, why: 'the report is named in the path; the contract has no fields' },

  createVoiceRecording: {
    args: { transcript: 'Remember the clinic on Tuesday', durationSeconds: 42, executiveId: 222, tags: 'health', anchor: 'clinic', private: true },
    contract: CreateVoiceRecordingBodySchema,
  },
  uploadRecordingAudio: { args: { executiveId: 223, recordingId: 224, blob: audio() }, noJsonBody: 'raw body', why: 'the recorded audio is sent as it is' },
  editVoiceTranscript: {
    args: { executiveId: 225, recordingId: 226, transcript: 'Remember the clinic on Wednesday' },
    contract: EditVoiceTranscriptBodySchema,
  },
  retryRecordingTranscription: {
    args: { executiveId: 227, recordingId: 228 },
    noJsonBody: EMPTY,
    why: 'the recording is named in the path; its stored audio is transcribed',
  },
  sendVoiceCommand: { args: { command: 'What is next today?', executiveId: 229 }, contract: VoiceCommandBodySchema },
  getClarityPrompts: { args: { executiveId: 230, transcript: 'We should decide on the office' }, contract: ClarityPromptsQueryBodySchema },
  submitClarityPrompt: {
    args: { executiveId: 231, body: { transcript: 'We should decide on the office', promptType: 'decision', response: 'Move in May' } },
    contract: ClarityPromptBodySchema,
  },
  deleteVoiceRecording: { args: { executiveId: 232, recordingId: 233 }, noJsonBody: 'no body', why: 'DELETE names the recording in its path' },
  transcribeVoiceCommand: {
    args: { executiveId: 234, blob: audio() },
    noJsonBody: 'raw body',
    why: 'the spoken command is sent as audio, and nothing is stored',
  },
} satisfies Partial<BodyRows>;
