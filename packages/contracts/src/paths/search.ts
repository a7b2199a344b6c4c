import { ex } from './executive';

export const searchPaths = {
  /** GET ?q=&limit=: the command palette's search across the executive's data. */
  workspaceSearch: (id: number) => `${ex(id)}/search`,
} as const;
