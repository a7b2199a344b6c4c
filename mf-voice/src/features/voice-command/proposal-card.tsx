// One action the model proposed, described in words, with Confirm (POSTs it to the actions
// endpoint: the only way it is written) and Dismiss (writes nothing). A refused save says why and
// keeps the card so the executive can try again. A memory note or an event may be saved Private (for
// whoever may mark items private): the person's choice, never the model's.
import { apiErrorDetail, useExecutiveId, useMayMarkPrivate } from '@provana/api-client';
import { useConfirmAssistantActionMutation } from '@provana/api-client/assistant';
import type { ProposedAction } from '@provana/contracts';
import { Button, Card, HStack, Text } from '@provana/ui';
import { PrivateCheckbox } from '@provana/ui/parts';
import { useId, useState } from 'react';

const when = (isoDateTime: string) => isoDateTime.replace('T', ' ');

/** What the action writes can be private: a memory note or a calendar event. */
const mayBePrivate = (action: ProposedAction) => action.kind === 'add_memory_note' || action.kind === 'schedule_event';

/** The change in words, e.g. "New priority: Call the CFO (high, due 2026-03-12 17:00)". */
export function describeProposal(action: ProposedAction): string {
  switch (action.kind) {
    case 'create_priority':
      return `New priority: ${action.task} (${action.urgency}${action.dueDate ? `, due ${when(action.dueDate)}` : ''})`;
    case 'add_memory_note':
      return `New memory note: ${action.note}`;
    case 'schedule_event':
      return `New event: ${action.title} (${when(action.startTime)} to ${when(action.endTime)})`;
    case 'complete_task':
      return `Mark priority #${action.priorityId} complete`;
  }
}

export function ProposalCard({ action, onSaved, onDismiss }: { action: ProposedAction; onSaved: (message: string) => void; onDismiss: () => void }) {
  const executiveId = useExecutiveId();
  const [confirm, { isLoading }] = useConfirmAssistantActionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const offersPrivate = useMayMarkPrivate() && mayBePrivate(action);
  const [isPrivate, setPrivate] = useState(false);
  const titleId = useId();
  const description = describeProposal(action);

  const save = async () => {
    if (executiveId === undefined) return;
    setFailure(null);
    const result = await confirm({ executiveId, action, ...(offersPrivate && isPrivate ? { private: true } : {}) });
    if ('error' in result) setFailure(`Not saved: ${apiErrorDetail(result.error).message}`);
    else onSaved(`Saved. ${description}`);
  };

  return (
    <Card.Root size="sm" variant="outline" role="group" aria-labelledby={titleId} data-testid="voice-command-proposal">
      <Card.Body gap="2">
        <Text id={titleId} fontSize="sm" fontWeight="semibold">
          Proposed change: {description}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Nothing is saved until you confirm.
        </Text>
        {offersPrivate && <PrivateCheckbox checked={isPrivate} onChange={setPrivate} disabled={isLoading} />}
        {failure && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {failure}
          </Text>
        )}
        <HStack>
          {/* With loadingText the busy button keeps an accessible name (Chakra hides the label while loading). */}
          <Button size="sm" onClick={() => void save()} loading={isLoading} loadingText="Saving…">
            Confirm
          </Button>
          <Button size="sm" variant="outline" onClick={onDismiss} disabled={isLoading}>
            Dismiss
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
