// The front-end contract between the shell and its remotes: each remote's container name, the folder
// this server serves its bundled build from, and the exposed modules the shell loads from it. The
// shell's section table is checked against it, and the API refuses to publish a remote version whose
// mf-manifest.json lacks one of these modules.

export const REMOTE_CONTRACT = {
  mf_brief: { dir: 'brief', modules: ['DailyBrief', 'Memory', 'LifeEvents'] },
  mf_voice: { dir: 'voice', modules: ['VoiceInsights', 'VoiceCommandModal'] },
  mf_planning: { dir: 'planning', modules: ['TimeBlocks', 'Calendar', 'Decisions'] },
  mf_team: { dir: 'team', modules: ['Team'] },
  mf_leadership: { dir: 'leadership', modules: ['Goals', 'WeeklyInsights', 'Leadership'] },
  mf_print: { dir: 'print', modules: ['PrintReport', 'PrintPreviewDialog'] },
  mf_booking: { dir: 'booking', modules: ['BookingLinks', 'BookingPage'] },
} as const satisfies Record<string, { dir: string; modules: readonly string[] }>;

export type RemoteName = keyof typeof REMOTE_CONTRACT;

export const REMOTE_NAMES = Object.keys(REMOTE_CONTRACT) as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_CONTRACT, name);
}
