import { ex } from './executive';

export const settingsPaths = {
  /** PUT { timeZone }: the executive's IANA time zone. */
  timeZone: (id: number) => `${ex(id)}/time-zone`,
  /** GET / PUT { theme }: the executive's appearance. */
  appearance: (id: number) => `${ex(id)}/appearance`,
} as const;
