// Controls that change the workspace render only for someone allowed to change it: a Viewer sees
// the data without buttons the server would refuse with 403, and a delegate sees no control for
// what only the owner may change (subscriptions, the subscription link). One gate for every remote.
import { useCanWrite, useWorkspaceRole } from '@provana/api-client';
import type { ReactNode } from 'react';

export function WriteOnly({ children, least = 'write' }: { children: ReactNode; least?: 'write' | 'owner' }) {
  const canWrite = useCanWrite();
  const role = useWorkspaceRole();
  const allowed = least === 'owner' ? role === 'owner' : canWrite;
  return allowed ? <>{children}</> : null;
}
