// The engine an executive who chose the model gets: the daily brief's insight, voice-command
// answers, voice recording insights and 1:1 coaching prompts come from the model, each under the
// timeout and validated, with the built-in engine answering whenever the model fails. The rest
// (time blocks, clarity prompts, goal alignment) stays built-in.
import { CoachingPromptsOutputSchema, VoiceRecordingAnalysisSchema } from '@provana/contracts';
import { toIsoDateTime } from '@provana/dates';
import type { AssistantEngine, CoachingInput, ExecutiveContext, VoiceRecordingInput } from '../engine';
import type { AnswerLog } from './answer-log';
import { executiveRecords, messagesFor } from './model-messages';
import type { ModelProvider } from './model-provider';
import type { ProviderUse } from './provider-failure';
import { structuredOutput, textOutput } from './structured-output';
import { withFallback } from './with-fallback';

const INSIGHT_INSTRUCTIONS =
  "You are the executive's assistant writing the daily brief's insight: one to three plain sentences on what matters most today (overdue or urgent priorities, meetings, pending decisions), citing the records by name. No greeting, no lists.";
export const COMMAND_INSTRUCTIONS =
  "You are the executive's assistant. Answer the executive's question in a few short spoken-style sentences, citing meetings, priorities, decisions or goals from the records by name and time.";
const VOICE_INSTRUCTIONS =
  'You analyse a voice note the executive recorded. Return JSON only: the top idea, a suggested action, a personal anchor, which follow-ups apply, tags (project, core value, categories, a due date YYYY-MM-DD if one is said), and the task the note asks for (or null).';
const COACHING_INSTRUCTIONS =
  "You prepare the executive's next 1:1 with a direct report. Return JSON only: the development focus, three to five open coaching questions grounded in the recent notes, and the one prompt to show for the next meeting.";

/** Longest insight or spoken answer accepted from a model. */
export const MAX_ANSWER_CHARS = 1500;

export function createModelEngine({ client, config, reportFailure }: ModelProvider, builtIn: AssistantEngine, log: AnswerLog): AssistantEngine {
  const modelOrBuiltIn = <T>(use: ProviderUse, call: (signal: AbortSignal) => Promise<T | undefined>, fallback: () => Promise<T>) =>
    withFallback(config.timeoutMs, log, call, fallback, (cause) => reportFailure(use, cause));
  return {
    ...builtIn,
    // A model may answer differently for the same records: a built brief is never reused.
    briefIsPure: false,
    dailyInsight: (context: ExecutiveContext) =>
      modelOrBuiltIn(
        'brief-insight',
        (signal) =>
          textOutput(client, config.model, messagesFor(INSIGHT_INSTRUCTIONS, executiveRecords(context), "Write today's insight."), MAX_ANSWER_CHARS, signal),
        () => builtIn.dailyInsight(context),
      ),
    answerVoiceCommand: (command: string, context: ExecutiveContext) =>
      modelOrBuiltIn(
        'voice-command',
        (signal) => textOutput(client, config.model, messagesFor(COMMAND_INSTRUCTIONS, executiveRecords(context), command), MAX_ANSWER_CHARS, signal),
        () => builtIn.answerVoiceCommand(command, context),
      ),
    analyzeVoiceRecording: (input: VoiceRecordingInput) =>
      modelOrBuiltIn(
        'recording-insights',
        (signal) => {
          const records = {
            now: toIsoDateTime(input.now),
            goals: input.goals.map((g) => g.title),
            tags: input.tags,
            anchor: input.anchor,
            transcript: input.transcript,
          };
          return structuredOutput(
            client,
            config.model,
            messagesFor(VOICE_INSTRUCTIONS, records, 'Analyse the transcript in the records.'),
            'voice_recording_analysis',
            VoiceRecordingAnalysisSchema,
            signal,
          );
        },
        () => builtIn.analyzeVoiceRecording(input),
      ),
    coachingPrompts: (input: CoachingInput) =>
      modelOrBuiltIn(
        'coaching',
        async (signal) => {
          const records = {
            now: toIsoDateTime(input.now),
            report: { name: input.report.name, role: input.report.role, developmentFocus: input.report.development_focus },
            recentNotes: input.recentNotes.map((n) => ({ date: n.date, category: n.category, content: n.content })),
          };
          const prompts = await structuredOutput(
            client,
            config.model,
            messagesFor(COACHING_INSTRUCTIONS, records, 'Prepare the coaching prompts.'),
            'coaching_prompts',
            CoachingPromptsOutputSchema,
            signal,
          );
          // The focus is the report's own record, not the model's to rewrite.
          return prompts ? { ...prompts, development_focus: input.report.development_focus } : undefined;
        },
        () => builtIn.coachingPrompts(input),
      ),
  };
}
