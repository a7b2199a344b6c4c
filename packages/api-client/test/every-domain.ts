// Every domain's endpoints injected into a test slice (the harness's, over a loopback origin), as each
// `src/<domain>/index.ts` injects them into the app's one slice. request-bodies.test.ts checks that the
// two slices end up with the same endpoints, so a domain added to the app and not here fails there.
import type { ProvanaApi } from '../src/create-provana-api';
import { injectAccountDataEndpoints } from '../src/account-data/account-data-endpoints';
import { injectApiTokenEndpoints } from '../src/api-tokens/api-token-endpoints';
import { injectAccountMailEndpoints } from '../src/account/account-mail-endpoints';
import { injectSessionEndpoints } from '../src/account/session-endpoints';
import { assistantActionEndpoint } from '../src/assistant/assistant-action-endpoint';
import { injectAssistantSettingsEndpoints } from '../src/assistant/assistant-settings-endpoints';
import { injectCalendarAccountEndpoints } from '../src/calendar-accounts/calendar-account-endpoints';
import { injectBookingEndpoints } from '../src/booking/booking-endpoints';
import { injectPublicBookingEndpoints } from '../src/public-booking/public-booking-endpoints';
import { calendarEndpoints } from '../src/calendar/calendar-endpoints';
import { calendarEventEditEndpoints } from '../src/calendar/calendar-event-edits';
import { calendarFeedEndpoints } from '../src/calendar/calendar-feed-endpoints';
import { meetingEndpoints } from '../src/calendar/meeting-endpoints';
import { meetingPrintSourceEndpoint } from '../src/calendar/print-source-endpoint';
import { subscriptionEndpoints } from '../src/calendar/subscription-endpoints';
import { decisionEndpoints } from '../src/decisions/decision-endpoints';
import { injectDelegationEndpoints } from '../src/delegation/delegation-endpoints';
import { goalEditEndpoints } from '../src/goals/goal-edits';
import { goalPrintSourceEndpoint } from '../src/goals/print-source-endpoint';
import { injectIdentityProviderEndpoints } from '../src/identity-providers/identity-provider-endpoints';
import { assessmentEndpoints } from '../src/leadership/assessment-endpoints';
import { leadershipProfileEndpoints } from '../src/leadership/profile-endpoints';
import { injectPasskeyEndpoints } from '../src/passkeys/passkey-endpoints';
import { priorityPrintSourceEndpoint } from '../src/priorities/print-source-endpoint';
import { priorityListEndpoint } from '../src/priorities/priority-list-endpoint';
import { privateItemEndpoints } from '../src/private-items/private-item-endpoints';
import { injectPushEndpoints } from '../src/push/push-endpoints';
import { reflectionEditEndpoints } from '../src/reflections/reflection-edits';
import { injectReminderEndpoints } from '../src/reminders/reminder-endpoints';
import { injectWorkspaceSearchEndpoints } from '../src/search/workspace-search-endpoints';
import { injectAppearanceEndpoints } from '../src/settings/appearance-endpoints';
import { injectTimeZoneEndpoints } from '../src/settings/time-zone-endpoints';
import { coachingEndpoints } from '../src/team/coaching-endpoints';
import { followUpEndpoints } from '../src/team/follow-up-endpoints';
import { teamOneOnOneEndpoints } from '../src/team/one-on-one-endpoints';
import { rosterEndpoints } from '../src/team/roster-endpoints';
import { timeBlockEndpoints } from '../src/time-blocks/time-block-endpoints';
import { injectTwoFactorEndpoints } from '../src/two-factor/two-factor-endpoints';
import { commandTranscriptionEndpoint } from '../src/voice/command-transcription-endpoint';
import { voiceLibraryEndpoints } from '../src/voice/library-endpoints';
import { voiceRecordingEndpoints } from '../src/voice/recording-endpoints';
import { injectWebhookEndpoints } from '../src/webhooks/webhook-endpoints';

/** Injects every domain into `api`; the answer's `endpoints` is typed with all of them. */
export function injectEveryDomain(api: ProvanaApi) {
  const injected = [
    injectAccountDataEndpoints(api),
    injectApiTokenEndpoints(api),
    injectAccountMailEndpoints(api),
    injectSessionEndpoints(api),
    injectAssistantSettingsEndpoints(api),
    injectCalendarAccountEndpoints(api),
    injectBookingEndpoints(api),
    injectPublicBookingEndpoints(api),
    api.injectEndpoints({ endpoints: (build) => assistantActionEndpoint(build) }),
    api.injectEndpoints({
      endpoints: (build) => ({
        ...calendarEndpoints(build),
        ...calendarEventEditEndpoints(build),
        ...meetingEndpoints(build),
        ...meetingPrintSourceEndpoint(build),
        ...calendarFeedEndpoints(build),
        ...subscriptionEndpoints(build),
      }),
    }),
    api.injectEndpoints({ endpoints: (build) => decisionEndpoints(build) }),
    injectDelegationEndpoints(api),
    api.injectEndpoints({ endpoints: (build) => ({ ...goalEditEndpoints(build), ...goalPrintSourceEndpoint(build) }) }),
    injectIdentityProviderEndpoints(api),
    api.injectEndpoints({ endpoints: (build) => ({ ...leadershipProfileEndpoints(build), ...assessmentEndpoints(build) }) }),
    injectPasskeyEndpoints(api),
    api.injectEndpoints({ endpoints: (build) => ({ ...priorityListEndpoint(build), ...priorityPrintSourceEndpoint(build) }) }),
    api.injectEndpoints({ endpoints: (build) => privateItemEndpoints(build) }),
    injectPushEndpoints(api),
    api.injectEndpoints({ endpoints: (build) => reflectionEditEndpoints(build) }),
    injectReminderEndpoints(api),
    injectWorkspaceSearchEndpoints(api),
    injectTimeZoneEndpoints(api),
    injectAppearanceEndpoints(api),
    api.injectEndpoints({
      endpoints: (build) => ({ ...coachingEndpoints(build), ...followUpEndpoints(build), ...teamOneOnOneEndpoints(build), ...rosterEndpoints(build) }),
    }),
    api.injectEndpoints({ endpoints: (build) => timeBlockEndpoints(build) }),
    injectTwoFactorEndpoints(api),
    injectWebhookEndpoints(api),
    api.injectEndpoints({
      endpoints: (build) => ({ ...voiceRecordingEndpoints(build), ...commandTranscriptionEndpoint(build), ...voiceLibraryEndpoints(build) }),
    }),
  ] as const;
  // Each injection answers the one slice typed with its own endpoints: together they type all of them.
  return { endpoints: Object.assign({}, ...injected.map((slice) => slice.endpoints)) as EndpointsOf<typeof injected> };
}

type EndpointsOf<Injected extends readonly { endpoints: object }[]> = UnionToIntersection<Injected[number]['endpoints']>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

export type EveryDomainEndpoints = ReturnType<typeof injectEveryDomain>['endpoints'];
