// The executive's assistant: whether the operator configured a model (its name and host) and
// a speech-to-text server, the executive's choice between the built-in engine and that model, and
// whether their recordings are transcribed on the server. A PUT sends only what changes ({ choice },
// { transcribeOnServer } or both); the saved settings replace the cached ones in place with the
// server's answer; a failed call changed nothing.
import type { AssistantSettings, PutAssistantSettingsBody } from '@provana/contracts';
import { assistantPaths } from '@provana/contracts/paths/assistant';
import type { ProvanaApi } from '../create-provana-api';

export type SetAssistantChoiceArgs = { executiveId: number } & PutAssistantSettingsBody;

export function injectAssistantSettingsEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      getAssistantSettings: build.query<AssistantSettings, number>({
        query: (executiveId) => assistantPaths.assistantSettings(executiveId),
      }),
      setAssistantChoice: build.mutation<AssistantSettings, SetAssistantChoiceArgs>({
        query: ({ executiveId, ...body }) => ({ url: assistantPaths.assistantSettings(executiveId), method: 'PUT', body }),
      }),
    }),
  });
  // After the mutation's own definition exists, so the cache update can name the query.
  return withEndpoints.enhanceEndpoints({
    endpoints: {
      setAssistantChoice: {
        async onQueryStarted({ executiveId }, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the section shows the failure
          if (!outcome) return;
          dispatch(withEndpoints.util.upsertQueryData('getAssistantSettings', executiveId, outcome.data));
        },
      },
    },
  });
}
