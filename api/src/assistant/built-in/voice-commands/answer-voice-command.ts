// answerVoiceCommand: routes a spoken question to an answer built from the executive's data.
import type { ExecutiveContext } from '../../engine';
import { dailyInsight } from '../daily-insight';
import { wallClockOf } from '@provana/dates';
import { answerAgenda, answerDecisions, answerGoals, answerNextMeeting, answerPriorities, answerUrgent, goalsInBrief, greeting } from './command-answers';
import { intentOf } from './command-intents';

const HELP =
  "I can tell you about your next meeting, urgent items, today's priorities, goals progress, pending decisions, or give you an executive summary. Try asking: what's my next meeting?";

function executiveSummary(ctx: ExecutiveContext): string {
  return [greeting(wallClockOf(ctx.now), ctx.executiveName), dailyInsight(ctx), answerNextMeeting(ctx), goalsInBrief(ctx)].filter(Boolean).join(' ');
}

export function answerVoiceCommand(command: string, ctx: ExecutiveContext): string {
  switch (intentOf(command)) {
    case 'summary':
      return executiveSummary(ctx);
    case 'emails':
      return answerUrgent(ctx);
    case 'decisions':
      return answerDecisions(ctx);
    case 'goals':
      return answerGoals(ctx);
    case 'meeting':
      return answerNextMeeting(ctx);
    case 'agenda':
      return answerAgenda(ctx);
    case 'priorities':
      return answerPriorities(ctx);
    default:
      return `I didn't catch a question I can answer from your data. ${HELP}`;
  }
}
