// Finds the direct report a `/team/:name/...` route addresses, within the checked executive.
import type { Context } from 'hono';
import { ReportNameParamsSchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';
import { paramsOf } from '../lib/validate';

export const unknownReport = (name: string) => new HttpError(404, 'not_found', `No direct report named "${name}"`);

/** `:name` arrives URL-decoded by Hono. */
export const reportFinder = ({ repos }: Pick<RouteDeps, 'repos'>) => (c: Context<AppEnv>) => {
  const { name } = paramsOf(c, ReportNameParamsSchema);
  const report = repos.team.findByName(c.get('executiveId'), name);
  if (!report) throw unknownReport(name);
  return report;
};
