// A remote registry that never changes, for front-end tests that are not about the registry itself.
import type { RemoteRegistrySource } from '../../src/static/registry-source';

export function fixedRegistry(entries: Record<string, string>): RemoteRegistrySource {
  return { entriesFor: async () => entries, loadableEntries: async () => Object.values(entries) };
}
