// The token just made, shown this once with a Copy button: only its hash is kept on the server.
import type { CreatedApiToken } from '@provana/contracts/api-tokens';
import { ShownOnce } from '../../lib/shown-once';

export function CreatedToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  return (
    <ShownOnce
      title={`Token “${created.apiToken.name}” created`}
      label="Your new token"
      what="token"
      value={created.token}
      onDone={onDone}
      monospace
      data-testid="created-api-token"
    >
      Store it now: it is shown only this once. Send it as Authorization: Bearer followed by the token.
    </ShownOnce>
  );
}
