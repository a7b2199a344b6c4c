// An RTK Query hook run for the signed-in executive: skipped (skipToken) until the session says who
// that is, so no section writes `executiveId ?? skipToken` itself.
import { skipToken, useExecutiveId } from '@provana/api-client';
import { useMemo } from 'react';

type SkipToken = typeof skipToken;

/**
 * The subscription options a section may pass on. Concrete rather than inferred: the generated hooks
 * are generic functions, and TypeScript infers nothing from a generic function's parameters.
 */
export interface ExecutiveQueryOptions {
  pollingInterval?: number;
  skipPollingIfUnfocused?: boolean;
  refetchOnMountOrArgChange?: boolean | number;
  refetchOnFocus?: boolean;
  refetchOnReconnect?: boolean;
}

/** The shape of every generated query hook: `useXQuery(arg | skipToken, options?)`. */
export type QueryHook<Arg, Result> = (arg: Arg | SkipToken, options?: ExecutiveQueryOptions) => Result;

/** The hook's own result plus the executive id it ran for (undefined until the session is known). */
export type ExecutiveQueryResult<Result> = Result & { executiveId: number | undefined };

/** For a query whose argument is the executive id: `useExecutiveQuery(useGetGoalsQuery)`. */
export function useExecutiveQuery<Result>(useQuery: QueryHook<number, Result>, options?: ExecutiveQueryOptions): ExecutiveQueryResult<Result> {
  const executiveId = useExecutiveId();
  return useWithExecutive(useQuery(executiveId ?? skipToken, options), executiveId);
}

/**
 * For a query with more arguments: `argFor` builds them from the executive id, or returns skipToken
 * while something else the query needs is not there yet. Annotate its parameter,
 * `(executiveId: number) => ({ executiveId, date })`, so TypeScript reads the argument's type from it.
 */
export function useExecutiveQueryWith<Arg, Result>(
  useQuery: QueryHook<Arg, Result>,
  argFor: (executiveId: number) => Arg | SkipToken,
  options?: ExecutiveQueryOptions,
): ExecutiveQueryResult<Result> {
  const executiveId = useExecutiveId();
  return useWithExecutive(useQuery(executiveId === undefined ? skipToken : argFor(executiveId), options), executiveId);
}

/** As stable as the hook's own (memoized) result, so callers can list it in effect dependencies. */
function useWithExecutive<Result>(result: Result, executiveId: number | undefined): ExecutiveQueryResult<Result> {
  return useMemo(() => ({ ...result, executiveId }), [result, executiveId]);
}
