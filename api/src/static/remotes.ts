/** The remote names the shell loads, and where this server serves each one. */
export const REMOTE_DIRS = { mf_brief: 'brief', mf_voice: 'voice', mf_planning: 'planning', mf_team: 'team', mf_leadership: 'leadership', mf_print: 'print' } as const;

export function defaultRemoteRegistry(): Record<string, string> {
  return Object.fromEntries(Object.entries(REMOTE_DIRS).map(([name, dir]) => [name, `/remotes/${dir}/remoteEntry.js`]));
}

/** Entries from PROVANA_REMOTES replace the defaults one by one. */
export function remoteRegistry(overrides: Record<string, string>): Record<string, string> {
  return { ...defaultRemoteRegistry(), ...overrides };
}
