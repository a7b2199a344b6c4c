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

/** The rule sets are synchronous; the interface is async so a model-backed engine fits it too. */
const resolved =
  <A extends unknown[], R>(fn: (...args: A) => R) =>
  (...args: A): Promise<R> =>
    Promise.resolve(fn(...args));

export function createBuiltInEngine(): AssistantEngine {
  return {
    suggestTimeBlocks: resolved(suggestTimeBlocks),
    analyzeVoiceRecording: resolved(analyzeVoiceRecording),
    clarityPrompts: resolved(clarityPrompts),
    coachingPrompts: resolved(coachingPrompts),
    answerVoiceCommand: resolved(answerVoiceCommand),
    dailyInsight: resolved(dailyInsight),
    goalAlignment: resolved(goalAlignment),
    briefIsPure: true,
  };
}
