// The built-in assistant engine: deterministic rule sets over the executive's own data, no network,
// no randomness (any variety comes from hashing the input), no I/O.
import type { AssistantEngine } from '../engine';
import { clarityPrompts } from './clarity-prompts';
import { coachingPrompts } from './coaching-prompts';
import { dailyInsight } from './daily-insight';
import { goalAlignment } from './goal-alignment';
import { suggestTimeBlocks } from './time-blocks/suggest-time-blocks';
import { analyzeVoiceRecording } from './voice-analysis/analyze-voice-recording';
import { answerVoiceCommand } from './voice-commands/answer-voice-command';

export function createBuiltInEngine(): AssistantEngine {
  return { suggestTimeBlocks, analyzeVoiceRecording, clarityPrompts, coachingPrompts, answerVoiceCommand, dailyInsight, goalAlignment, briefIsPure: true };
}
