/** Whether a database error is a unique-constraint violation, on either database (a duplicate → 409). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // better-sqlite3 names the constraint; PostgreSQL answers SQLSTATE 23505.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
