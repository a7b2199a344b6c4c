// A search snippet with the matched words in <mark>: the shared component (the command palette uses it too).
export { SnippetText } from '@provana/ui/parts';
