// Delegated access as one repository (repos.delegation): the grants and the invitations to one.
import type { Conn } from '../conn';
import { delegateGrantsRepository } from './grants';
import { delegateInvitationsRepository } from './invitations';

export type { InvitationRow } from './invitations';

export function delegationRepository(conn: Conn) {
  return { ...delegateGrantsRepository(conn), ...delegateInvitationsRepository(conn) };
}
