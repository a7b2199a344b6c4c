// The product's own overhead on the model path: the same requests answered by the built-in engine and
// by a model server that answers at once (the fake OpenAI-compatible server of the tests, on
// 127.0.0.1), through the whole Hono app in this process, one request at a time. The difference is
// what Provana adds around a model: building the prompt from the executive's records, the OpenAI
// client, one loopback HTTP round trip, validating the answer.
// `pnpm --filter api bench:assistant` (BENCH_REQUESTS, default 300 per row).
import { apiPaths } from '@provana/contracts';
import pino from 'pino';
import { createApp } from '../src/app';
import { createBuiltInEngine } from '../src/assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/accounts';
import { openDatabase } from '../src/db/connection';
import { createRepositories } from '../src/db/repositories';
import { systemClock } from '../src/lib/clock';
import { startFakeModelServer } from '../test/support/fake-model-server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main() {
  const fake = await startFakeModelServer();
  const db = await openDatabase({ file: ':memory:' });
  try {
    await ensureDemoAccount(createRepositories(db), systemClock);
    const app = createApp({
      db,
      engine: createBuiltInEngine(),
      clock: systemClock,
      logger: pino({ level: 'silent' }),
      model: { baseURL: fake.baseURL, model: 'bench', timeoutMs: 5_000 },
    });
    const login = await app.request(apiPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const json = { cookie, 'content-type': 'application/json' };
    const choose = async (choice: 'built-in' | 'model') => {
      const res = await app.request(apiPaths.assistantSettings(1), { method: 'PUT', headers: json, body: JSON.stringify({ choice }) });
      if (!res.ok) throw new Error(`assistant settings: ${res.status}`);
    };
    const requests = {
      'voice command': () =>
        app.request(apiPaths.voiceCommand, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ command: 'What should I focus on today?', executiveId: 1 }),
        }),
      'daily brief': () => app.request(apiPaths.dailyBrief(1), { headers: { cookie } }),
    };
    console.log(`${REQUESTS} requests per row, one at a time, in-process app; model = fake OpenAI-compatible server on 127.0.0.1 answering at once`);
    for (const [name, request] of Object.entries(requests)) {
      const medians: number[] = [];
      for (const choice of ['built-in', 'model'] as const) {
        await choose(choice);
        const before = fake.requests.length;
        const times: number[] = [];
        for (let i = 0; i < REQUESTS + 30; i++) {
          const started = performance.now();
          const res = await request();
          await res.text();
          if (!res.ok) throw new Error(`${name} (${choice}): ${res.status}`);
          if (i >= 30) times.push(performance.now() - started); // the first 30 warm up
        }
        if (choice === 'model' && fake.requests.length === before) throw new Error(`${name}: the model path never reached the model server`);
        if (choice === 'built-in' && fake.requests.length !== before) throw new Error(`${name}: the built-in path called the model server`);
        times.sort((a, b) => a - b);
        medians.push(quantile(times, 0.5));
        console.log(
          `${`${name}, ${choice}`.padEnd(26)} median ${quantile(times, 0.5).toFixed(2).padStart(6)} ms   p95 ${quantile(times, 0.95).toFixed(2).padStart(6)} ms`,
        );
      }
      console.log(
        `${`${name}: model overhead`.padEnd(26)} ${((medians[1] ?? NaN) - (medians[0] ?? NaN)).toFixed(2).padStart(6)} ms per request (median, model − built-in)`,
      );
    }
  } finally {
    await db.close();
    await fake.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
