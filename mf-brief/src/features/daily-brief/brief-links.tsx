// The daily brief's deep links, loaded only when the URL carries one, so the first screen
// does not carry this code: ?priority=ID highlights the priority (in Top Action Items when it is
// there, else in the Daily Brief card) and says so when it is completed or not on the brief;
// ?new=priority opens the add-priority form.
import type { Priority } from '@provana/contracts';
import { DeepLinkNote, useDeepLink, useLinkedForm } from '@provana/sections';
import { lazyPart } from '@provana/ui';
import { useState } from 'react';

// A second step: a ?priority= link does not load the form's code.
const PriorityForm = lazyPart(() => import('./priority-form').then((m) => ({ default: m.PriorityForm })), 'adding a priority', {
  close: (props) => props.onDone,
});

export const PRIORITY_COMPLETED_TEXT = 'That priority is already completed.';
export const PRIORITY_NOT_LISTED_TEXT = 'That priority is not on your brief: it no longer exists.';

export default function BriefLinks({ executiveId, priorities }: { executiveId: number; priorities: readonly Priority[] }) {
  // The brief's items are rendered with the data this component receives: ready at once.
  const link = useDeepLink('priority', { ready: true });
  const [adding, setAdding] = useState(false);
  const formRef = useLinkedForm('new', 'priority', () => setAdding(true));
  const linked = link.status === 'shown' ? priorities.find((p) => String(p.id) === link.id) : undefined;
  const note = link.status === 'missing' ? PRIORITY_NOT_LISTED_TEXT : linked?.completed ? PRIORITY_COMPLETED_TEXT : undefined;
  return (
    <>
      {note && <DeepLinkNote link={link}>{note}</DeepLinkNote>}
      {adding && <PriorityForm ref={formRef} executiveId={executiveId} onDone={() => setAdding(false)} />}
    </>
  );
}
