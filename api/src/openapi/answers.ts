// The answer each route gives on success, as the contracts define it, keyed `METHOD path` as in the
// app's route table. A route not listed answers JSON the document does not detail.
import type { z } from 'zod';
import { ApiTokensResponseSchema, CreatedApiTokenSchema } from '@provana/contracts/api-tokens';

export interface Answer {
  status: 200 | 201;
  description: string;
  schema: z.ZodType;
}

const ANSWERS: Record<string, Answer> = {
  'GET /api/auth/api-tokens': { status: 200, description: "The account's tokens", schema: ApiTokensResponseSchema },
  'POST /api/auth/api-tokens': { status: 201, description: 'The new token, shown this once', schema: CreatedApiTokenSchema },
};

export const answerFor = (key: string): Answer | undefined => ANSWERS[key];
