import { migration001 } from './001-initial';

/** Ordered migrations: index + 1 is the user_version the database reaches after applying it. */
export const migrations: readonly string[] = [migration001];
