import type { ExecutiveContext } from '../assistant/engine';
import type { RouteDeps } from '../app-env';
import { addIsoDays, toIsoDate } from '../lib/dates';

/** [from, to) date-time bounds covering the days from `date` for `days` days. */
export function dayRange(date: string, days = 1): { from: string; to: string } {
  return { from: `${date}T00:00:00`, to: `${addIsoDays(date, days)}T00:00:00` };
}

/**
 * Everything the engine may use about an executive: one statement for the records (see
 * db/repositories/executive-context.ts). horizonDays bounds the meetings and events (1 = today only).
 */
export async function executiveContext(deps: RouteDeps, executiveId: number, now: Date, horizonDays = 1): Promise<ExecutiveContext> {
  const { from, to } = dayRange(toIsoDate(now), horizonDays);
  const { repos, engine } = deps;
  // The team list (notes, voice logs) is the dearest read: only for an engine that says it uses it
  // (the built-in engine does not).
  const [records, directReports] = await Promise.all([
    repos.executiveContext.read(executiveId, from, to),
    engine.readsDirectReports ? repos.directReports.list(executiveId) : [],
  ]);
  return { now, ...records, executiveName: records.executiveName ?? 'Executive', directReports };
}
