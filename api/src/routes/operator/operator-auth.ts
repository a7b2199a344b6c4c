// The operator API's only credential: `Authorization: Bearer <PROVANA_OPERATOR_TOKEN>`. Compared in
// constant time over SHA-256 digests of both (equal lengths whatever was sent), so the answer's
// timing tells nothing about how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { HttpError } from '../../lib/http-error';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function operatorAuth(token: string) {
  const expected = digest(token);
  return createMiddleware<AppEnv>(async (c, next) => {
    const presented = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      throw new HttpError(401, 'unauthenticated', 'The operator API needs Authorization: Bearer <PROVANA_OPERATOR_TOKEN>', undefined, {
        'WWW-Authenticate': 'Bearer realm="provana-operator"',
      });
    }
    await next();
  });
}
