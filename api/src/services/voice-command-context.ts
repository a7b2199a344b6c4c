// What a voice command is answered from: the executive's records a week ahead (so "next meeting"
// can look past today) and, for a model, the latest memory notes too: only what the reader may see
// (a delegate without private access sends no private note or event detail to a model).
import type { ExecutiveContext } from '../assistant/engine';
import type { Repositories } from '../db/repositories';
import type { ExecutiveAssistant } from './assistant-for';
import { executiveContext } from './executive-context';

export async function voiceCommandContext(
  deps: { repos: Repositories },
  assistant: ExecutiveAssistant,
  executiveId: number,
  now: Date,
  seesPrivate: boolean,
): Promise<ExecutiveContext> {
  const [context, memoryNotes] = await Promise.all([
    executiveContext({ repos: deps.repos, engine: assistant.engine }, executiveId, now, seesPrivate, 7),
    assistant.model ? deps.repos.memoryNotes.list(executiveId, seesPrivate) : undefined,
  ]);
  return memoryNotes ? { ...context, memoryNotes } : context;
}
