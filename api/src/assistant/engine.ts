// The assistant engine interface. The built-in engine (./built-in) is deterministic and needs no
// network; a model-backed engine (./model) implements the same interface, so every method is async.
import type {
  CalendarEvent,
  ClarityPrompt,
  CoachingNote,
  CoachingPromptsResponse,
  Decision,
  DirectReport,
  Goal,
  Meeting,
  MemoryNote,
  Priority,
  TimeBlockResponse,
  VoiceActions,
  VoiceInsights,
  VoiceTags,
} from '@provana/contracts';

/** Everything the engine may know about an executive; callers pass only what a method needs. */
export interface ExecutiveContext {
  /** "Now" as the caller's clock sees it (tests pass a fixed date). */
  now: Date;
  executiveName: string;
  priorities: Priority[];
  meetings: Meeting[];
  calendarEvents: CalendarEvent[];
  goals: Goal[];
  decisions: Decision[];
  directReports: DirectReport[];
  /** The latest memory notes, loaded only for a model's voice-command answers (the built-in rules do not use them). */
  memoryNotes?: MemoryNote[];
}

export interface TimeBlockInput {
  /** YYYY-MM-DD, the day to plan. */
  date: string;
  now: Date;
  /** Calendar events and meetings of that day (both block time). */
  calendarEvents: CalendarEvent[];
  meetings: Meeting[];
  /** Open (not completed) priorities. */
  priorities: Priority[];
  goals: Goal[];
}

export interface VoiceRecordingAnalysis {
  insights: VoiceInsights;
  actions: VoiceActions;
  tags: VoiceTags;
  /** A task the transcript asks for, or null. The caller stores it as a priority. */
  requestedTask: { task: string; description: string; urgency: Priority['urgency']; dueDate: string | null } | null;
}

export interface VoiceRecordingInput {
  transcript: string;
  /** The spec's comma-separated tags string, e.g. "strategy,team". */
  tags: string;
  anchor: string;
  now: Date;
  goals: Goal[];
}

export interface CoachingInput {
  report: DirectReport;
  recentNotes: CoachingNote[];
  now: Date;
}

export interface AssistantEngine {
  suggestTimeBlocks(input: TimeBlockInput): Promise<TimeBlockResponse>;
  analyzeVoiceRecording(input: VoiceRecordingInput): Promise<VoiceRecordingAnalysis>;
  /** The spec's section 9 keyword rules: exactly those questions and options. */
  clarityPrompts(transcript: string): Promise<ClarityPrompt[]>;
  coachingPrompts(input: CoachingInput): Promise<CoachingPromptsResponse>;
  answerVoiceCommand(command: string, context: ExecutiveContext): Promise<string>;
  /** The daily brief's aiInsight sentence(s). */
  dailyInsight(context: ExecutiveContext): Promise<string>;
  /** Percent 0-100 of open priorities and today's calendar time linked to a goal. */
  goalAlignment(context: ExecutiveContext): Promise<number>;
  /** The context's directReports (the dearest read) are loaded only for an engine that sets this; otherwise []. */
  readsDirectReports?: boolean;
  /**
   * dailyInsight and goalAlignment are pure functions of the context's records and its clock read to
   * the minute, so the API may reuse a brief built from the same records in the same minute. An
   * engine that asks a model must not claim it: the model may answer differently each time.
   */
  briefIsPure?: boolean;
}
