// Every mutation of the slice, sent to a loopback server that records what arrives: a body built from
// the caller's arguments carries every field of its contract with the value the caller gave (a field
// dropped on the way, like a form's Private tick, fails here), and an endpoint without such a body
// sends what its row says. The table must name every mutation the slice has.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppStore } from '../store';
import { closeApiServer, setupApi } from '../../test/api-harness';
import { injectEveryDomain } from '../../test/every-domain';
import { ANY_ROUTE, type ReceivedRequest } from '../../test/loopback-server';
import { type BodyContract, type BodyRow, bodyTable } from './body-table';

/** Every request is refused, so no endpoint's cache update acts on a made-up answer. */
const refusal = { status: 422, body: { error: { code: 'recorded', message: 'Recorded by the test, not stored' } } };

let harness: Awaited<ReturnType<typeof startHarness>>;
const startHarness = () => setupApi({ [ANY_ROUTE]: () => refusal }, injectEveryDomain);
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(closeApiServer);

type EndpointHooks = Partial<Record<'useMutation' | 'useQuery' | 'useInfiniteQuery', unknown>>;
type Dispatchable = Parameters<AppStore['dispatch']>[0];
const endpointsOf = (api: { endpoints: object }) => api.endpoints as Record<string, EndpointHooks & { initiate: (arg: unknown) => Dispatchable }>;
const mutationNames = () =>
  Object.entries(endpointsOf(harness.api))
    .filter(([, endpoint]) => 'useMutation' in endpoint)
    .map(([name]) => name);

/** The app's one slice after every domain's subpath (`src/<domain>/index.ts`) has injected its endpoints. */
async function appSliceWithEveryDomain() {
  const srcDir = new URL('..', import.meta.url);
  const domains = fs
    .readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(new URL(`${entry.name}/index.ts`, srcDir)));
  for (const domain of domains) await import(new URL(`${domain.name}/index.ts`, srcDir).href);
  return (await import('@provana/api-client')).api;
}

describe('the request-body table', () => {
  it("holds every endpoint the domains' subpaths inject into the app's slice", async () => {
    const app = await appSliceWithEveryDomain();
    expect(Object.keys(endpointsOf(harness.api)).sort()).toEqual(Object.keys(endpointsOf(app)).sort());
  });

  it('tells mutations apart by useMutation: every endpoint has exactly one kind of hook', () => {
    const kinds = Object.entries(endpointsOf(harness.api)).map(([name, endpoint]) => ({
      name,
      kinds: (['useMutation', 'useQuery', 'useInfiniteQuery'] as const).filter((hook) => hook in endpoint),
    }));
    expect(kinds.filter((entry) => entry.kinds.length !== 1)).toEqual([]);
    expect(mutationNames().length).toBeGreaterThan(0);
  });

  it('has one row for every mutation of the slice, and none for anything else', () => {
    expect(Object.keys(bodyTable).sort()).toEqual(mutationNames().sort());
  });
});

/** Sends one mutation and answers the one request the server received for it. */
async function sendMutation(name: string, args: unknown): Promise<ReceivedRequest> {
  const endpoint = endpointsOf(harness.api)[name];
  if (!endpoint) throw new Error(`no endpoint ${name}`);
  const before = harness.server.received.length;
  const running = harness.store.dispatch(endpoint.initiate(args)) as unknown as Promise<unknown> & { arg: unknown };
  // RTK Query ran it as a mutation (its thunk's argument says so).
  expect(running.arg).toMatchObject({ type: 'mutation', endpointName: name });
  await running;
  const sent = harness.server.received.slice(before);
  expect(sent).toHaveLength(1);
  return sent[0] as ReceivedRequest;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/** The fields the caller gave: inside `args.body` where the endpoint takes one, else the arguments themselves (flattened). */
function callerFields(args: unknown, contract: BodyContract): Record<string, unknown> {
  if (!isRecord(args)) throw new Error('a row with a contract takes an object');
  return !('body' in contract.shape) && isRecord(args.body) ? args.body : args;
}

const fieldsOf = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));
const contractIssues = (contract: BodyContract, body: unknown) =>
  (contract.safeParse(body).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
const jsonBody = (request: ReceivedRequest): Record<string, unknown> => {
  expect(request.contentType).toBe('application/json');
  return JSON.parse(request.body) as Record<string, unknown>;
};

async function checkRow(name: string, row: BodyRow<unknown>) {
  if ('noJsonBody' in row) {
    const request = await sendMutation(name, row.args);
    if (row.noJsonBody === 'empty object') expect(jsonBody(request)).toEqual({});
    if (row.noJsonBody === 'no body') expect(request.body).toBe('');
    if (row.noJsonBody === 'raw body') {
      expect(request.contentType).not.toBe('application/json');
      expect(request.body.length).toBeGreaterThan(0);
    }
    return;
  }
  const keys = Object.keys(row.contract.shape);
  if ('fixedBody' in row) {
    expect(Object.keys(row.fixedBody).sort(), 'the fixed body names every contract field').toEqual([...keys].sort());
    const received = jsonBody(await sendMutation(name, row.args));
    expect(received).toEqual(row.fixedBody);
    expect(contractIssues(row.contract, received)).toEqual([]);
    return;
  }
  const given = callerFields(row.args, row.contract);
  // The sample gives every field of the contract (optional ones too), so none goes unchecked.
  expect(
    keys.filter((key) => given[key] === undefined),
    'contract fields the sample args leave out',
  ).toEqual([]);
  const received = jsonBody(await sendMutation(name, row.args));
  expect(fieldsOf(received, keys), `${name}: the fields that arrived`).toEqual(fieldsOf(given, keys));
  expect(contractIssues(row.contract, received), 'what arrived against the contract').toEqual([]);
}

describe('each mutation sends what the caller gave', () => {
  it.each(Object.entries(bodyTable))('%s', async (name, row) => {
    await checkRow(name, row as BodyRow<unknown>);
  });
});
