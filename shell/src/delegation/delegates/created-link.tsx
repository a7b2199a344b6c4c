// The link of the invitation just made, shown this once with a Copy button, and whether it was mailed.
import type { CreatedInvitation } from '@provana/contracts';
import { ShownOnce } from '../../lib/shown-once';

/** Whether the link went out by email, in words. */
export function mailedSentence(created: CreatedInvitation): string {
  return created.mailed
    ? `We emailed this link to ${created.invitation.email}.`
    : `This link was not emailed (this server does not send mail): send it to ${created.invitation.email} yourself.`;
}

export function CreatedLink({ created, onDone }: { created: CreatedInvitation; onDone: () => void }) {
  return (
    <ShownOnce
      title={`Invitation ready for ${created.invitation.email}`}
      label="Invitation link"
      what="link"
      value={created.link}
      onDone={onDone}
      data-testid="invitation-link"
    >
      {mailedSentence(created)} It works once, for 7 days, and is shown only now.
    </ShownOnce>
  );
}
