export { useDeepLink, type DeepLink, type DeepLinkOptions, type DeepLinkStatus } from './use-deep-link';
export { useLinkAction } from './use-link-action';
export { useLinkedForm } from './use-linked-form';
export { DeepLinkNote, MISSING_ITEM_TEXT } from './deep-link-note';
export { deepLinkTarget, DEEP_LINK_ATTRIBUTE } from './deep-link-target';
export { reveal, focusFirstField, HIGHLIGHTED_ATTRIBUTE, HIGHLIGHT_MS, FADE_MS } from './reveal';
