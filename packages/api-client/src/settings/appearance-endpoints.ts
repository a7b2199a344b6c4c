// The executive's appearance: System, Light or Dark, stored per account. The session
// user carries it too (applied at sign-in without another request), so a saved theme also updates the
// cached session in place; a failed call changed nothing.
import type { Appearance, AppearanceBody } from '@provana/contracts';
import { settingsPaths } from '@provana/contracts/paths/settings';
import type { ProvanaApi } from '../create-provana-api';
import { requestBody } from '../request-body';

export type SetAppearanceArgs = { executiveId: number } & AppearanceBody;

export function injectAppearanceEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      getAppearance: build.query<Appearance, number>({
        query: (executiveId) => settingsPaths.appearance(executiveId),
      }),
      setAppearance: build.mutation<Appearance, SetAppearanceArgs>({
        query: ({ executiveId, theme }) => ({ url: settingsPaths.appearance(executiveId), method: 'PUT', body: requestBody<AppearanceBody>({ theme }) }),
      }),
    }),
  });
  // After the mutation's own definition exists, so the cache update can name the query.
  return withEndpoints.enhanceEndpoints({
    endpoints: {
      setAppearance: {
        async onQueryStarted({ executiveId }, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the caller shows the failure
          if (!outcome) return;
          const { theme } = outcome.data;
          dispatch(withEndpoints.util.upsertQueryData('getAppearance', executiveId, outcome.data));
          dispatch(
            withEndpoints.util.updateQueryData('getMe', undefined, (user) => {
              if (!user) return;
              if (theme === 'system') delete user.theme;
              else user.theme = theme;
            }),
          );
        },
      },
    },
  });
}
