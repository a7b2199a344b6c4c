import { ex } from './executive';

export const liveUpdatePaths = {
  /** GET: the workspace's change hints as server-sent events. */
  changes: (id: number) => `${ex(id)}/changes`,
} as const;
