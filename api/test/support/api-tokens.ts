// Personal access tokens in tests: created through the API with a session, then sent as a Bearer token.
import { apiPaths } from '@provana/contracts';
import type { CreateApiTokenBody, CreatedApiToken } from '@provana/contracts/api-tokens';
import { send, type TestContext } from '../helpers';

type App = TestContext['app'];

export async function createToken(app: App, cookie: string, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const res = await send(app, 'POST', apiPaths.apiTokens, body, cookie);
  if (res.status !== 201) throw new Error(`token create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedApiToken;
}

/** A request's init with the token, and a JSON body when one is given. */
export function withToken(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` } };
}

export function bearerJson(token: string, method: string, body: unknown): RequestInit {
  return withToken(token, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
