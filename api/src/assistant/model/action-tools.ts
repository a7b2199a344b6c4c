// The actions a model may propose, as OpenAI tool definitions (one per ProposedAction kind), and the
// check that turns a tool call back into a proposal. A proposal is only shown; the confirm endpoint
// (routes/assistant/actions.ts) writes it once the executive says so.
import { ProposedActionSchema, type ProposedAction } from '@provana/contracts';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';

const DESCRIPTIONS: Record<ProposedAction['kind'], string> = {
  create_priority: 'Propose a new priority (task) for the executive. dueDate is YYYY-MM-DDTHH:MM or null.',
  add_memory_note: 'Propose a memory note: something the executive wants to remember, with a short tag and what should bring it back.',
  schedule_event: "Propose a calendar event. startTime and endTime are YYYY-MM-DDTHH:MM in the executive's time.",
  complete_task: 'Propose marking an open priority complete, by its id from the records.',
};

/** The option's JSON Schema without the `kind` discriminator: the tool's name carries it. */
function parametersOf(option: z.ZodType): Record<string, unknown> {
  const schema = z.toJSONSchema(option, { io: 'input' }) as { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;
  const { kind: _kind, ...properties } = schema.properties ?? {};
  return { ...schema, properties, required: (schema.required ?? []).filter((name) => name !== 'kind') };
}

export const ACTION_TOOLS: ChatCompletionFunctionTool[] = ProposedActionSchema.options.map((option) => {
  const kind = option.shape.kind.value;
  return { type: 'function', function: { name: kind, description: DESCRIPTIONS[kind], parameters: parametersOf(option) } };
});

/** A tool call as a proposal, or null when its name or arguments do not validate. */
export function proposalFrom(name: string, argumentsJson: string): ProposedAction | null {
  try {
    const parsed = ProposedActionSchema.safeParse({ ...(JSON.parse(argumentsJson) as object), kind: name });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
