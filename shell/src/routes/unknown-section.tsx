import { EmptyState } from '@provana/ui';

export function UnknownSection() {
  return <EmptyState title="Select a section from the sidebar" description="The address does not match any dashboard section." />;
}
