// '@provana/api-client/reflections': saving this week's reflection, injected into the one API slice
// when a remote that uses it loads. The reflections list is in the base slice (reflection-endpoints.ts):
// the shell's assistant panel reads it. The slice is imported by package name: in a federated build
// that is the shared singleton.
import { api } from '@provana/api-client';
import { reflectionEditEndpoints } from './reflection-edits';

const reflectionsApi = api.injectEndpoints({ endpoints: (build) => reflectionEditEndpoints(build) });

export const { useSaveReflectionMutation } = reflectionsApi;
