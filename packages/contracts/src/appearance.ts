// The executive's appearance: System follows the device's prefers-color-scheme,
// Light and Dark are fixed. Stored per account; the browser keeps a copy for the first paint.
import { z } from 'zod';

export const THEMES = ['system', 'light', 'dark'] as const;
export const ThemeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof ThemeSchema>;
/** What a theme resolves to on a device: System becomes one of these. */
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** GET .../appearance, and PUT's answer. */
export const AppearanceSchema = z.object({ theme: ThemeSchema });
export type Appearance = z.infer<typeof AppearanceSchema>;

/** PUT .../appearance. */
export const AppearanceBodySchema = z.strictObject({ theme: ThemeSchema });
export type AppearanceBody = z.infer<typeof AppearanceBodySchema>;
