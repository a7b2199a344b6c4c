// An endpoint's signing secret in Standard Webhooks' form: `whsec_` and 24 random bytes in base64
// (the library's Webhook takes it as written). Shown once at creation; stored sealed, since every
// delivery must sign with it.
import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@provana/contracts/webhooks';

export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/** The webhook-id of a new delivery: `msg_` and random letters, the same on every attempt. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;
