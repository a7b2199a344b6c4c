// What a voice command is answered from: the executive's records a week ahead (so "next meeting"
// can look past today) and, for a model, the latest memory notes too.
import type { RouteDeps } from '../app-env';
import type { ExecutiveContext } from '../assistant/engine';
import type { ExecutiveAssistant } from './assistant-for';
import { executiveContext } from './executive-context';

export async function voiceCommandContext(deps: RouteDeps, assistant: ExecutiveAssistant, executiveId: number, now: Date): Promise<ExecutiveContext> {
  const [context, memoryNotes] = await Promise.all([
    executiveContext({ ...deps, engine: assistant.engine }, executiveId, now, 7),
    assistant.model ? deps.repos.memoryNotes.list(executiveId) : undefined,
  ]);
  return memoryNotes ? { ...context, memoryNotes } : context;
}
