// The built-in assistant engine: deterministic rule sets over the executive's own data, no network.
import type { AssistantEngine } from '../engine';
import { clarityPrompts } from './clarity-prompts';
import { analyzeVoiceRecording } from './voice-analysis/analyze-voice-recording';
import { suggestTimeBlocks } from './time-blocks/suggest-time-blocks';

export function createBuiltInEngine(): AssistantEngine {
  return {
    suggestTimeBlocks,
    analyzeVoiceRecording,
    clarityPrompts,
    coachingPrompts: ({ report }) => ({
      development_focus: report.development_focus,
      automated_prompts: [],
      prompt_shown_for_next_meeting: report.alerts.check_in_prompt,
    }),
    answerVoiceCommand: () => 'The assistant engine is being set up.',
    dailyInsight: () => '',
    goalAlignment: () => 0,
  };
}
