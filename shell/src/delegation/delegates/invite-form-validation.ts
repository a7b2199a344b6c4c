// The invite form's checks before anything is sent: the contracts' schema decides, field by field,
// and each field says what to fix in its own words.
import { InviteDelegateBodySchema, type DelegateRole, type InviteDelegateBody } from '@provana/contracts';

export type InviteField = 'email' | 'endsOn';
export type InviteErrors = Partial<Record<InviteField | 'form', string>>;

export interface InviteDraft {
  email: string;
  role: DelegateRole;
  /** yyyy-mm-dd, or '' for no end date. */
  endsOn: string;
}

const FIELD_WORDS: Record<InviteField, string> = {
  email: 'Enter an email address, like sam@example.com.',
  endsOn: 'Enter the last day of access as a date, or leave it empty.',
};

/** The body to send, or what to fix in words next to each field. */
export function validateInvite(draft: InviteDraft, today: string): { body: InviteDelegateBody } | { errors: InviteErrors } {
  const errors: InviteErrors = {};
  if (draft.email.trim() === '') errors.email = 'Enter the email address of the person to invite.';
  const parsed = InviteDelegateBodySchema.safeParse({ email: draft.email, role: draft.role, ...(draft.endsOn ? { endsOn: draft.endsOn } : {}) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'email' || field === 'endsOn') && !errors[field]) errors[field] = FIELD_WORDS[field];
    }
  }
  if (!errors.endsOn && draft.endsOn && draft.endsOn < today) errors.endsOn = 'The last day of access must be today or later.';
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: { email: parsed.data.email, role: parsed.data.role, ...(parsed.data.endsOn ? { endsOn: parsed.data.endsOn } : {}) } };
}
