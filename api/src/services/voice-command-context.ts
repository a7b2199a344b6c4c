// What a voice command is answered from: the executive's records a week ahead (so "next meeting"
// can look past today) and, for a model, the latest memory notes too: only what the reader may see
// (a delegate without private access sends no private note or event detail to a model).
import type { RouteDeps } from '../app-env';
import type { ExecutiveContext } from '../assistant/engine';
import type { ExecutiveAssistant } from './assistant-for';
import { executiveContext } from './executive-context';

export async function voiceCommandContext(
  deps: RouteDeps,
  assistant: ExecutiveAssistant,
  executiveId: number,
  now: Date,
  seesPrivate: boolean,
): Promise<ExecutiveContext> {
  const [context, memoryNotes] = await Promise.all([
    executiveContext({ ...deps, engine: assistant.engine }, executiveId, now, seesPrivate, 7),
    assistant.model ? deps.repos.memoryNotes.list(executiveId, seesPrivate) : undefined,
  ]);
  return memoryNotes ? { ...context, memoryNotes } : context;
}
