// The table request-bodies.test.ts walks: one row per mutation endpoint of the slice, typed by the
// endpoint's own arguments. A row names the contract the endpoint's JSON body follows (every field of
// it is checked to arrive as the caller gave it), or says why the endpoint sends no JSON body built
// from its arguments.
import type { EveryDomainEndpoints } from '../../test/every-domain';
import { accountRows } from './rows-account';
import { bookingRows } from './rows-booking';
import { teamAndVoiceRows } from './rows-team-voice';
import { workspaceRows } from './rows-workspace';

/** A contract's body schema, as @provana/contracts' zod object schemas are. */
export interface BodyContract {
  shape: Record<string, unknown>;
  safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The JSON body is built from the arguments (flattened, or `args.body`): every contract field must arrive. */
export interface ContractRow<Args> {
  args: Args;
  contract: BodyContract;
}

/** The endpoint always sends the same JSON body, whatever the arguments. */
export interface FixedBodyRow<Args> {
  args: Args;
  fixedBody: Record<string, unknown>;
  contract: BodyContract;
  why: string;
}

/**
 * No JSON body from the arguments: `{}` (the API answers a mutation without the JSON content type
 * with 415), a raw body with its own content type (audio, a ZIP, a .ics file), or none (DELETE).
 */
export interface NoJsonBodyRow<Args> {
  args: Args;
  noJsonBody: 'empty object' | 'raw body' | 'no body';
  why: string;
}

export type BodyRow<Args> = ContractRow<Args> | FixedBodyRow<Args> | NoJsonBodyRow<Args>;

type EndpointName = keyof EveryDomainEndpoints & string;
/** RTK Query's React module gives a mutation endpoint `useMutation`, and only a mutation. */
export type MutationName = { [Name in EndpointName]: EveryDomainEndpoints[Name] extends { useMutation: unknown } ? Name : never }[EndpointName];
type ArgsOf<Name extends MutationName> = Parameters<EveryDomainEndpoints[Name]['initiate']>[0];

export type BodyRows = { [Name in MutationName]: BodyRow<ArgsOf<Name>> };

/** Every mutation's row: a mutation without one is a type error here, and a failure in the test. */
export const bodyTable: BodyRows = { ...accountRows, ...workspaceRows, ...teamAndVoiceRows, ...bookingRows };
