// The signing secret of the endpoint just added, shown this once with a Copy button: the server keeps it
// sealed to sign with, and never shows it again.
import type { CreatedWebhook } from '@provana/contracts/webhooks';
import { ShownOnce } from '../../lib/shown-once';

export function CreatedWebhookSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <ShownOnce title="Webhook added" label="Signing secret" what="secret" value={created.secret} onDone={onDone} monospace data-testid="created-webhook-secret">
      Store it now: it is shown only this once. Your receiver checks each delivery&apos;s webhook-signature header with it (Standard Webhooks).
    </ShownOnce>
  );
}
