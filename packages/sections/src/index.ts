// The data-section pattern every remote composes: the executive's query, and its loading, error,
// empty and content states. Not a federation singleton: each remote bundles these few lines.
export { useExecutiveQuery, useExecutiveQueryWith, type ExecutiveQueryOptions, type ExecutiveQueryResult, type QueryHook } from './use-executive-query';
export { QueryState, type QueryStateProps, type SectionQuery, type EmptyContent } from './query-state';
