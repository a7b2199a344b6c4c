// The data-section pattern every remote composes: the executive's query, and its loading, error,
// empty and content states. Not a federation singleton: each remote bundles these few lines.
export { useExecutiveQuery, useExecutiveQueryWith, type ExecutiveQueryOptions, type ExecutiveQueryResult, type QueryHook } from './use-executive-query';
export { QueryState, type QueryStateProps, type SectionQuery, type EmptyContent } from './query-state';
// Deep links into a section: open an item where it lives, or an action (a form) by URL.
export {
  useDeepLink,
  useLinkAction,
  useLinkedForm,
  DeepLinkNote,
  MISSING_ITEM_TEXT,
  deepLinkTarget,
  DEEP_LINK_ATTRIBUTE,
  reveal,
  focusFirstField,
  HIGHLIGHTED_ATTRIBUTE,
  HIGHLIGHT_MS,
  FADE_MS,
  type DeepLink,
  type DeepLinkOptions,
  type DeepLinkStatus,
} from './deep-link';
// Forms checked with the API's schema, the API's refusal at its field (one wiring for every form).
export { useSchemaForm, type SchemaForm, type SchemaFormOptions, type FormErrors } from './use-schema-form';
export { TextField, type TextFieldProps } from './forms/text-field';
export { SelectField, type SelectFieldProps } from './forms/select-field';
export { FormCard, type FormCardProps } from './forms/form-card';
// Write controls hidden from a Viewer (useCanWrite re-exported so a remote needs one import).
export { WriteOnly } from './write-access/write-only';
export { useCanWrite } from '@provana/api-client';
// "added by Sam" beside an item a delegate last added or changed.
export { ByDelegateNote, byDelegateText } from './attribution/by-delegate-note';
// A section's small, frequent forms fetched into the service worker's cache once it has shown.
export { prefetchForOffline } from './offline/prefetch-for-offline';
