import { z } from 'zod';
import { IsoDateSchema, requiredText } from './common';

const fields = {
  name: requiredText(120).refine((n) => !n.includes('/'), 'must not contain "/"'),
  role: requiredText(120),
  start_date: IsoDateSchema,
  development_focus: z.string().trim().max(500),
  goals_linked: z.array(z.string().trim().min(1).max(200)).max(20),
};

/** POST /api/executive/{id}/team: add a direct report (names are unique per executive). */
export const CreateDirectReportBodySchema = z
  .object({ ...fields, development_focus: fields.development_focus.optional().default(''), goals_linked: fields.goals_linked.optional().default([]) })
  .strict();
export type CreateDirectReportBody = z.input<typeof CreateDirectReportBodySchema>;

/** PATCH /api/executive/{id}/team/{name}: edit; at least one field. */
export const UpdateDirectReportBodySchema = z
  .object(fields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'must change at least one field' });
export type UpdateDirectReportBody = z.input<typeof UpdateDirectReportBodySchema>;

/** POST /api/executive/{id}/team/{name}/archive: hidden from the team, history kept. No fields. */
export const ArchiveDirectReportBodySchema = z.object({}).strict();
