// JSON-schema output: the model is asked for JSON matching a zod schema (sent as JSON Schema) and
// its answer is parsed and validated with that same schema; anything else counts as no answer.
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';

export async function structuredOutput<S extends z.ZodType>(
  client: OpenAI,
  model: string,
  messages: ChatCompletionMessageParam[],
  name: string,
  schema: S,
  signal: AbortSignal,
): Promise<z.output<S> | undefined> {
  const completion = await client.chat.completions.create(
    {
      model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name, schema: z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown> } },
    },
    { signal },
  );
  const content = completion.choices[0]?.message.content;
  if (!content) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A plain text answer, trimmed; empty or overlong text counts as no answer. */
export async function textOutput(
  client: OpenAI,
  model: string,
  messages: ChatCompletionMessageParam[],
  maxChars: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  const completion = await client.chat.completions.create({ model, messages }, { signal });
  const text = completion.choices[0]?.message.content?.trim();
  return text && text.length <= maxChars ? text : undefined;
}
