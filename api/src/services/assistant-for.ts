// The assistant an executive gets on this request: the built-in engine, or (when the operator
// configured a model and the executive turned it on) the model-backed engine, with a log of who
// answered so the response can carry `answeredBy` and the note.
import type { AssistantEngine } from '../assistant/engine';
import { builtInAnswers, modelAnswerLog, type AnswerLog } from '../assistant/model/answer-log';
import { createModelEngine } from '../assistant/model/model-engine';
import type { ModelProvider } from '../assistant/model/model-provider';
import type { Repositories } from '../db/repositories';

export interface ExecutiveAssistant {
  engine: AssistantEngine;
  answers: AnswerLog;
  /** The model in use for this executive, or null for the built-in assistant. */
  model: ModelProvider | null;
}

/** What an executive's assistant is chosen from: their settings, the built-in engine and the server's model (if any). */
export interface AssistantDeps {
  repos: Repositories;
  engine: AssistantEngine;
  model: ModelProvider | null;
}

export async function assistantFor(deps: AssistantDeps, executiveId: number): Promise<ExecutiveAssistant> {
  // Without a configured model no setting is read: the built-in path costs nothing extra.
  if (!deps.model || (await deps.repos.assistantSettings.choice(executiveId)) !== 'model') return { engine: deps.engine, answers: builtInAnswers, model: null };
  const answers = modelAnswerLog();
  return { engine: createModelEngine(deps.model, deps.engine, answers), answers, model: deps.model };
}
