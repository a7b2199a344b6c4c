// Who may mark an item private: whoever sees private items (the owner, a Full delegate). Marking one
// private would hide it from the very person who did it, so anyone else is refused in words.
import { HttpError } from './http-error';

/** Throws 403 when a request that does not see private items asks to make an item private. */
export function assertMayMarkPrivate(seesPrivate: boolean, isPrivate: boolean | undefined): void {
  if (isPrivate && !seesPrivate) {
    throw new HttpError(403, 'forbidden', 'Only the executive or a delegate with Full access can mark items private.');
  }
}
