// A voice command answered by the model as it streams: text deltas as they arrive, the proposals
// its tool calls make, and `done`. If the model stalls past the timeout (before or between chunks),
// answers with an error, sends what is not JSON or drops the stream, the built-in answer follows a
// `reset` and the closing event says so.
import { BUILT_IN_NOTE, type VoiceCommandStreamEvent } from '@provana/contracts';
import type { ExecutiveContext } from '../engine';
import { ACTION_TOOLS, proposalFrom } from './action-tools';
import { COMMAND_INSTRUCTIONS, MAX_ANSWER_CHARS } from './model-engine';
import { executiveRecords, messagesFor } from './model-messages';
import type { ModelProvider } from './model-provider';
import { InvalidProviderOutput } from './provider-failure';

const ACTION_RULE =
  'If the executive asks you to do something (add a priority, remember a note, schedule an event, complete a task), call the matching tool: it only proposes the change, and the executive confirms it. Never claim a change was made.';

export async function* streamModelAnswer(
  { client, config, reportFailure }: ModelProvider,
  command: string,
  context: ExecutiveContext,
  builtInAnswer: () => Promise<string>,
): AsyncGenerator<VoiceCommandStreamEvent> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const calls = new Map<number, { name: string; args: string }>();
  let text = '';
  let finished = false;
  try {
    const stream = await client.chat.completions.create(
      {
        model: config.model,
        messages: messagesFor(`${COMMAND_INSTRUCTIONS} ${ACTION_RULE}`, executiveRecords(context), command),
        tools: ACTION_TOOLS,
        stream: true,
      },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      // The timeout bounds each wait, so a long answer that keeps arriving is not cut off.
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), config.timeoutMs);
      const choice = chunk.choices[0];
      const delta = choice?.delta.content;
      if (delta) {
        text += delta;
        if (text.length > MAX_ANSWER_CHARS) throw new InvalidProviderOutput('answer too long');
        yield { type: 'delta', text: delta };
      }
      for (const call of choice?.delta.tool_calls ?? []) {
        const seen = calls.get(call.index) ?? { name: '', args: '' };
        calls.set(call.index, { name: seen.name + (call.function?.name ?? ''), args: seen.args + (call.function?.arguments ?? '') });
      }
      if (choice?.finish_reason) finished = true;
    }
    // A stream that ends without a finish reason was cut.
    if (!finished) throw new InvalidProviderOutput('stream ended early');
  } catch (cause) {
    reportFailure('voice-command', cause);
    if (text) yield { type: 'reset' };
    yield { type: 'delta', text: await builtInAnswer() };
    yield { type: 'done', answeredBy: 'built-in', note: BUILT_IN_NOTE };
    return;
  } finally {
    clearTimeout(timer);
  }
  const proposals = [...calls.values()].map((call) => proposalFrom(call.name, call.args)).filter((p) => p !== null);
  if (!text.trim() && proposals.length === 0) {
    // Nothing usable came back: the built-in answer instead.
    reportFailure('voice-command', new InvalidProviderOutput('empty answer'));
    yield { type: 'delta', text: await builtInAnswer() };
    yield { type: 'done', answeredBy: 'built-in', note: BUILT_IN_NOTE };
    return;
  }
  for (const action of proposals) yield { type: 'proposal', action };
  yield { type: 'done', answeredBy: 'model' };
}
