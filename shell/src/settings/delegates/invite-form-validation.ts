// The invite form's checks before anything is sent (the contracts' schema, field by field), and the
// API's refusal placed next to the field it names.
import { apiErrorDetail } from '@provana/api-client';
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

/** The API's refusal, next to the field it names ("email: You can't invite yourself..." → email). */
export function inviteErrorsFrom(failure: unknown): InviteErrors {
  const { message, field } = apiErrorDetail(failure);
  if (field === 'email' || field === 'endsOn') return { [field]: message.replace(new RegExp(`^${field}: `), '') };
  return { form: message };
}
