// Values every API test shares, in a module of their own so the suites' global setup can seed with
// them without loading the test helpers.

/** A Wednesday morning, local time: today has meetings, some priorities are overdue. */
export const FIXED_NOW = new Date(2025, 2, 12, 9, 0, 0);
/** Cheap scrypt for tests (the product uses Node's defaults). */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };
