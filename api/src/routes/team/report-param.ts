// The direct report a `/team/:name/...` route addresses, within the checked executive: a middleware
// ahead of any body validation, so a bad name is a 400 and an unknown (or archived) report a 404
// before the body is looked at. Handlers read it with c.get('report').
import { createMiddleware } from 'hono/factory';
import { ReportNameParamsSchema, type DirectReport } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { HttpError } from '../../lib/http-error';
import { validationError } from '../../lib/validation';

export interface ReportEnv {
  Variables: AppEnv['Variables'] & { report: DirectReport };
}

export const unknownReport = (name: string) => new HttpError(404, 'not_found', `No direct report named "${name}"`);

/** `:name` arrives URL-decoded by Hono. */
export const reportParam = ({ repos }: Pick<RouteDeps, 'repos'>) =>
  createMiddleware<ReportEnv>(async (c, next) => {
    const params = ReportNameParamsSchema.safeParse(c.req.param());
    if (!params.success) throw validationError(params.error);
    const report = await repos.directReports.findByName(c.get('executiveId'), params.data.name, c.get('seesPrivate'));
    if (!report) throw unknownReport(params.data.name);
    c.set('report', report);
    await next();
  });
