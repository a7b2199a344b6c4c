// Every API path in one object, for the server and its tests. The client imports only its domain's
// paths ('@provana/contracts/paths/<domain>'), so the first load's shared api-client carries only the
// paths of the endpoints it injects; each remote brings its own domains' paths.
import { accountPaths } from './paths/account';
import { assistantPaths } from './paths/assistant';
import { authPaths } from './paths/auth';
import { briefPaths } from './paths/brief';
import { calendarPaths } from './paths/calendar';
import { decisionPaths } from './paths/decisions';
import { goalPaths } from './paths/goals';
import { leadershipPaths } from './paths/leadership';
import { lifeEventPaths } from './paths/life-events';
import { memoryNotePaths } from './paths/memory-notes';
import { priorityPaths } from './paths/priorities';
import { privateItemPaths } from './paths/private-items';
import { pushPaths } from './paths/push';
import { reflectionPaths } from './paths/reflections';
import { reminderPaths } from './paths/reminders';
import { searchPaths } from './paths/search';
import { settingsPaths } from './paths/settings';
import { teamPaths } from './paths/team';
import { timeBlockPaths } from './paths/time-blocks';
import { twoFactorPaths } from './paths/two-factor';
import { passkeyPaths } from './paths/passkeys';
import { identityProviderPaths } from './paths/identity-providers';
import { voicePaths } from './paths/voice';
import { delegationPaths } from './paths/delegation';
import { apiTokenPaths } from './paths/api-tokens';
import { webhookPaths } from './paths/webhooks';
import { bookingPaths } from './paths/booking';

export const apiPaths = {
  ...authPaths,
  ...accountPaths,
  ...twoFactorPaths,
  ...passkeyPaths,
  ...identityProviderPaths,
  ...settingsPaths,
  ...assistantPaths,
  ...voicePaths,
  ...searchPaths,
  ...priorityPaths,
  ...timeBlockPaths,
  ...calendarPaths,
  ...briefPaths,
  ...reminderPaths,
  ...pushPaths,
  ...decisionPaths,
  ...memoryNotePaths,
  ...lifeEventPaths,
  ...reflectionPaths,
  ...privateItemPaths,
  ...goalPaths,
  ...teamPaths,
  ...leadershipPaths,
  ...delegationPaths,
  ...apiTokenPaths,
  ...webhookPaths,
  ...bookingPaths,
} as const;
