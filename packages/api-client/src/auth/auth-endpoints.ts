// Sign-up, sign-in, sign-out and the session. getMe answers null when signed out (401),
// so "signed out" is data, not an error. Cache updates after login/logout: session-cache.ts.
import type { AuthResponse, LoginBody, LoginResponse, SessionUser, SignupBody, TwoFactorChallenge } from '@provana/contracts';
import { authPaths } from '@provana/contracts/paths/auth';
import type { Builder } from '../builder';

export const authEndpoints = (build: Builder) => ({
  getMe: build.query<SessionUser | null, void>({
    async queryFn(_arg, _api, _extra, baseQuery) {
      const result = await baseQuery(authPaths.me);
      if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
      return { data: (result.data as AuthResponse).user };
    },
    providesTags: ['Me'],
  }),
  // The user, or with two-factor on the challenge for the second step (@provana/api-client/two-factor).
  login: build.mutation<SessionUser | TwoFactorChallenge, LoginBody>({
    query: (body) => ({ url: authPaths.login, method: 'POST', body }),
    transformResponse: (response: LoginResponse) => ('user' in response ? response.user : response),
  }),
  signup: build.mutation<SessionUser, SignupBody>({
    query: (body) => ({ url: authPaths.signup, method: 'POST', body }),
    transformResponse: (response: AuthResponse) => response.user,
  }),
  logout: build.mutation<null, void>({
    // Every mutation is JSON, logout included (the API answers 415 otherwise).
    query: () => ({ url: authPaths.logout, method: 'POST', body: {} }),
  }),
});
