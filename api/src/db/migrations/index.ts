import { migration001 } from './001-initial';
import { migration002 } from './002-sample-anchor';
import { migration003 } from './003-rate-limits';
import { migration004 } from './004-team-meetings';
import { migration005 } from './005-leadership-goals';
import { migration006 } from './006-voice-search';
import { migration007 } from './007-team-one-on-ones';
import { migration008 } from './008-decision-register';
import { migration009 } from './009-time-zones-and-feeds';

/** Ordered migrations: index + 1 is the user_version the database reaches after applying it. Never edit an applied one. */
export const migrations: readonly string[] = [migration001, migration002, migration003, migration004, migration005, migration006, migration007, migration008, migration009];
