// The operator API's only credential: `Authorization: Bearer <PROVANA_OPERATOR_TOKEN>`, checked by
// Hono's bearerAuth, which compares SHA-256 digests of both in constant time, so the answer's
// timing tells nothing about how much of a guess was right. Every refusal is the API's one error
// shape, a 401 (a malformed header too: it says as little as a wrong token).
import { bearerAuth } from 'hono/bearer-auth';
import { HttpError } from '../../lib/http-error';

const CHALLENGE = 'Bearer realm="provana-operator"';

const refuse = (): never => {
  throw new HttpError(401, 'unauthenticated', 'The operator API needs Authorization: Bearer <PROVANA_OPERATOR_TOKEN>', undefined, {
    'WWW-Authenticate': CHALLENGE,
  });
};

export function operatorAuth(token: string) {
  const refusal = { wwwAuthenticateHeader: CHALLENGE, message: refuse };
  return bearerAuth({ token, noAuthenticationHeader: refusal, invalidAuthenticationHeader: refusal, invalidToken: refusal });
}
