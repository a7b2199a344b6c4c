// '@provana/api-client/assistant': the executive's assistant settings (built-in engine or the
// operator's model, server speech-to-text) and confirming an action the model proposed, injected into
// the one API slice when the settings dialog or the voice remote loads. The slice is imported by
// package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { assistantActionEndpoint } from './assistant-action-endpoint';
import { injectAssistantSettingsEndpoints } from './assistant-settings-endpoints';

export type { ConfirmAssistantActionArgs } from './assistant-action-endpoint';
export type { SetAssistantChoiceArgs } from './assistant-settings-endpoints';

export const { useGetAssistantSettingsQuery, useSetAssistantChoiceMutation } = injectAssistantSettingsEndpoints(api);
export const { useConfirmAssistantActionMutation } = api.injectEndpoints({ endpoints: (build) => assistantActionEndpoint(build) });
