// /dashboard/:section → the section's remote module, or the "select a section" hint.
import { useEffect } from 'react';
import { useParams } from '@provana/router';
import { RemoteSection } from '../remotes/remote-section';
import { findSection } from '../lib/sections';
import { UnknownSection } from './unknown-section';

export function DashboardSectionRoute() {
  const section = findSection(useParams().section);
  useEffect(() => {
    document.title = section ? `${section.label} · PROVANA` : 'PROVANA';
  }, [section]);
  if (!section) return <UnknownSection />;
  // key: a new section gets a fresh loader, error boundary and retry count.
  return <RemoteSection key={section.id} source={section.source} title={section.label} loadingLabel={section.loading} />;
}
