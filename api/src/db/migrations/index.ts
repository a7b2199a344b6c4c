import { migration001, migration001Postgres } from './001-initial';
import { migration002, migration002Postgres } from './002-sample-anchor';
import { migration003, migration003Postgres } from './003-rate-limits';
import { migration004, migration004Postgres } from './004-team-meetings';
import { migration005, migration005Postgres } from './005-leadership-goals';
import { migration006 } from './006-voice-search';
import { migration007, migration007Postgres } from './007-team-one-on-ones';
import { migration008 } from './008-decision-register';
import { migration009, migration009Postgres } from './009-time-zones-and-feeds';
import { migration010, migration010Postgres } from './010-email-lookup';
import { migration011, migration011Postgres } from './011-executive-data-version';
import { migration012 } from './012-assistant-settings';
import { migration013 } from './013-transcription';
import { migration014, migration014Postgres } from './014-calendar-subscriptions';
import { migration015 } from './015-appearance';
import { migration016, migration016Postgres } from './016-workspace-search';
import { migration017, migration017Postgres } from './017-subscription-data-version';
import { migration018, migration018Postgres } from './018-event-series';
import { migration019, migration019Postgres } from './019-reminders';
import { migration020, migration020Postgres } from './020-remote-registry';
import { migration021 } from './021-calendar-feeds-in-the-wild';
import { migration022, migration022Postgres } from './022-push-subscriptions';
import { migration023, migration023Postgres } from './023-account-mail';
import { migration024, migration024Postgres } from './024-two-factor';
import { migration025, migration025Postgres } from './025-passkeys';
import { migration026, migration026Postgres } from './026-identity-providers';
import { migration027, migration027Postgres } from './027-delegation';
import { migration028, migration028Postgres } from './028-activity';
import { migration029 } from './029-private-items';
import { migration030, migration030Postgres } from './030-attribution';
import { migration031, migration031Postgres } from './031-calendar-accounts';
import { migration032, migration032Postgres } from './032-api-tokens';
import { migration033, migration033Postgres } from './033-webhooks';
import { migration036 } from './036-activity-via-token';
import { migration037 } from './037-private-subscribed-events';
import { migration034, migration034Postgres } from './034-booking-links';
import { migration006Postgres } from './postgres/006-voice-search';

/** One step of the schema: the same number on both databases, its SQL per dialect (often the same text). */
export interface Migration {
  sqlite: string;
  postgres: string;
}

const same = (sql: string): Migration => ({ sqlite: sql, postgres: sql });

/** Ordered migrations: index + 1 is the version the database reaches after applying it. Never edit an applied one. */
export const migrations: readonly Migration[] = [
  { sqlite: migration001, postgres: migration001Postgres },
  { sqlite: migration002, postgres: migration002Postgres },
  { sqlite: migration003, postgres: migration003Postgres },
  { sqlite: migration004, postgres: migration004Postgres },
  { sqlite: migration005, postgres: migration005Postgres },
  { sqlite: migration006, postgres: migration006Postgres },
  { sqlite: migration007, postgres: migration007Postgres },
  same(migration008),
  { sqlite: migration009, postgres: migration009Postgres },
  { sqlite: migration010, postgres: migration010Postgres },
  { sqlite: migration011, postgres: migration011Postgres },
  same(migration012),
  same(migration013),
  { sqlite: migration014, postgres: migration014Postgres },
  same(migration015),
  { sqlite: migration016, postgres: migration016Postgres },
  { sqlite: migration017, postgres: migration017Postgres },
  { sqlite: migration018, postgres: migration018Postgres },
  { sqlite: migration019, postgres: migration019Postgres },
  { sqlite: migration020, postgres: migration020Postgres },
  same(migration021),
  { sqlite: migration022, postgres: migration022Postgres },
  { sqlite: migration023, postgres: migration023Postgres },
  { sqlite: migration024, postgres: migration024Postgres },
  { sqlite: migration025, postgres: migration025Postgres },
  { sqlite: migration026, postgres: migration026Postgres },
  { sqlite: migration027, postgres: migration027Postgres },
  { sqlite: migration028, postgres: migration028Postgres },
  same(migration029),
  { sqlite: migration030, postgres: migration030Postgres },
  { sqlite: migration031, postgres: migration031Postgres },
  { sqlite: migration032, postgres: migration032Postgres },
  { sqlite: migration033, postgres: migration033Postgres },
  { sqlite: migration034, postgres: migration034Postgres },
  same(migration036),
  same(migration037),
];
