// A fake OpenAI-compatible model server on 127.0.0.1 for tests: a real HTTP server speaking the
// wire format (chat completions plain and streamed as SSE ending in [DONE], tool calls, JSON-schema
// output, multipart /audio/transcriptions), told reply by reply what to answer or how to fail.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** An assistant message: the text (for JSON-schema output, the JSON text). */
  | { kind: 'text'; text: string }
  /** Tool calls (with optional text before them). */
  | { kind: 'tools'; text?: string; calls: { name: string; arguments: unknown }[] }
  /** 200 whose body (or, streamed, whose first chunk) is not JSON. */
  | { kind: 'malformed' }
  | { kind: 'status'; status: 429 | 500 | 503; retryAfter?: number }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: 'stall' }
  /** Streams the first half of the text, then drops the connection. */
  | { kind: 'cut'; text: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body; for multipart, the raw text. */
  body: unknown;
}

export interface FakeModelServer {
  /** The base URL a client is configured with: http://127.0.0.1:PORT/v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues replies for the next chat completions, in order (then 'OK.' text). */
  reply: (...replies: FakeReply[]) => void;
  /** What /audio/transcriptions answers. */
  transcript: string;
  /** Queues failures for the next /audio/transcriptions requests, in order (then the transcript). */
  failTranscription: (...failures: Extract<FakeReply, { kind: 'status' | 'stall' }>[]) => void;
  close: () => Promise<void>;
}

const completionId = 'chatcmpl-fake';
const created = 1_741_770_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const toolCalls = (calls: { name: string; arguments: unknown }[]) =>
  calls.map((call, index) => ({
    index,
    id: `call_${index}`,
    type: 'function' as const,
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));

function plainCompletion(res: ServerResponse, model: string, reply: Extract<FakeReply, { kind: 'text' | 'tools' }>) {
  const message =
    reply.kind === 'text'
      ? { role: 'assistant', content: reply.text, refusal: null }
      : { role: 'assistant', content: reply.text ?? null, refusal: null, tool_calls: toolCalls(reply.calls).map(({ index: _index, ...call }) => call) };
  const body = {
    id: completionId,
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: reply.kind === 'text' ? 'stop' : 'tool_calls' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: completionId, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;

/** Text in a few pieces, so a client sees it arrive in parts. */
const pieces = (text: string) => text.match(/.{1,12}/gs) ?? [];

function streamedCompletion(res: ServerResponse, model: string, reply: Extract<FakeReply, { kind: 'text' | 'tools' | 'cut' }>) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk(model, { role: 'assistant', content: '' }));
  if (reply.kind === 'cut') {
    for (const piece of pieces(reply.text.slice(0, Math.ceil(reply.text.length / 2)))) res.write(chunk(model, { content: piece }));
    // Let the pieces leave before the connection drops mid-stream.
    setTimeout(() => res.socket?.destroy(), 20);
    return;
  }
  const text = reply.kind === 'text' ? reply.text : (reply.text ?? '');
  for (const piece of pieces(text)) res.write(chunk(model, { content: piece }));
  if (reply.kind === 'tools') {
    for (const call of toolCalls(reply.calls)) {
      // Arguments arrive split, as real servers send them.
      const args = call.function.arguments;
      const half = Math.ceil(args.length / 2);
      res.write(
        chunk(model, {
          tool_calls: [{ index: call.index, id: call.id, type: 'function', function: { name: call.function.name, arguments: args.slice(0, half) } }],
        }),
      );
      res.write(chunk(model, { tool_calls: [{ index: call.index, function: { arguments: args.slice(half) } }] }));
    }
  }
  res.write(chunk(model, {}, reply.kind === 'text' ? 'stop' : 'tool_calls'));
  res.end('data: [DONE]\n\n');
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const queue: FakeReply[] = [];
  const transcriptionFailures: Extract<FakeReply, { kind: 'status' | 'stall' }>[] = [];
  const requests: RecordedRequest[] = [];
  const state = { transcript: 'Transcribed by the fake server.' };

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '').split('?')[0] ?? '';
      const isJson = (req.headers['content-type'] ?? '').startsWith('application/json');
      const body: unknown = isJson && raw ? JSON.parse(raw) : raw;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });

      if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
        if (!/^multipart\/form-data; boundary=/.test(req.headers['content-type'] ?? '') || !raw.includes('name="file"')) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'file is required' } }));
          return;
        }
        const failure = transcriptionFailures.shift();
        if (failure?.kind === 'stall') return;
        if (failure) {
          res
            .writeHead(failure.status, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'Internal error', type: 'server_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: state.transcript }));
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const params = body as { model?: string; stream?: boolean };
      const model = params.model ?? 'fake';
      const reply = queue.shift() ?? { kind: 'text', text: 'OK.' };
      switch (reply.kind) {
        case 'stall':
          return;
        case 'status': {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (reply.retryAfter !== undefined) headers['retry-after'] = String(reply.retryAfter);
          res
            .writeHead(reply.status, headers)
            .end(JSON.stringify({ error: { message: reply.status === 429 ? 'Rate limit reached' : 'Internal error', type: 'server_error' } }));
          return;
        }
        case 'malformed':
          if (params.stream) res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {"id": "chatcmpl-fake", "choices": [\n\ndata: [DONE]\n\n');
          else res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "chatcmpl-fake", "choices": [');
          return;
        case 'cut':
          if (params.stream) streamedCompletion(res, model, reply);
          else res.socket?.destroy();
          return;
        default:
          if (params.stream) streamedCompletion(res, model, reply);
          else plainCompletion(res, model, reply);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    failTranscription: (...failures) => transcriptionFailures.push(...failures),
    get transcript() {
      return state.transcript;
    },
    set transcript(text: string) {
      state.transcript = text;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
