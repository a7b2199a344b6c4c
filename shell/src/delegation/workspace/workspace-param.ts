// The workspace a URL was made in: ?workspace=<executiveId> while acting for someone, so a link or a
// bookmark opens that workspace again. Absent: the account's own.
export const WORKSPACE_PARAM = 'workspace';

/** The executive id a search string names (null: none; NaN: a value that is no id). */
export function workspaceParamOf(search: string): number | null {
  const value = new URLSearchParams(search).get(WORKSPACE_PARAM);
  if (value === null) return null;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
}

/** The search string with the workspace set to `executiveId`, or without it (null). */
export function withWorkspaceParam(search: string, executiveId: number | null): string {
  const params = new URLSearchParams(search);
  if (executiveId === null) params.delete(WORKSPACE_PARAM);
  else params.set(WORKSPACE_PARAM, String(executiveId));
  const text = params.toString();
  return text ? `?${text}` : '';
}
