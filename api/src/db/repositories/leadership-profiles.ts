// Leadership profiles (the executive's own, from the assessment, and the team's) and the history of
// assessments the executive took.
import type { AssessmentResult, LeadershipModelId, LeadershipProfile } from '@provana/contracts';
import type { Conn } from './conn';
import { parseList } from './json';

export type Scores = Pick<LeadershipProfile, 'transformational' | 'servant' | 'system_syncing'>;
export type NewAssessment = Omit<AssessmentResult, 'id' | 'recommendations'> & { executiveId: number };
/** A stored profile: the executive's own has no direct report. */
export interface ProfileRecord extends Scores {
  id: number;
  direct_report_id: number | null;
  name: string;
  dominant_model: LeadershipModelId;
}
export type NewProfile = Scores & { executiveId: number; directReportId: number | null; name: string; dominant: LeadershipModelId; updatedAt: string };
export type SelfProfile = Scores & { executiveId: number; dominant: LeadershipModelId; updatedAt: string };

// dominant_model is only ever written from LeadershipModelId values.
const modelId = (id: string) => id as LeadershipModelId;

export function leadershipProfilesRepository({ db }: Conn) {
  return {
    /** The executive's own profile first, then the team's by name. */
    profiles: async (executiveId: number): Promise<ProfileRecord[]> => {
      const rows = await db
        .selectFrom('leadership_profiles')
        .select(['id', 'direct_report_id', 'name', 'transformational', 'servant', 'system_syncing', 'dominant_model'])
        .where('executive_id', '=', executiveId)
        .orderBy((eb) => eb('direct_report_id', 'is not', null))
        .orderBy('name')
        .execute();
      return rows.map((r) => ({ ...r, dominant_model: modelId(r.dominant_model) }));
    },
    insertProfile: async (p: NewProfile): Promise<void> => {
      await db
        .insertInto('leadership_profiles')
        .values({
          executive_id: p.executiveId,
          direct_report_id: p.directReportId,
          name: p.name,
          transformational: p.transformational,
          servant: p.servant,
          system_syncing: p.system_syncing,
          dominant_model: p.dominant,
          updated_at: p.updatedAt,
        })
        .execute();
    },
    /** Updates the executive's own profile; false when there is none yet. */
    updateSelf: async (p: SelfProfile): Promise<boolean> => {
      const result = await db
        .updateTable('leadership_profiles')
        .set({
          transformational: p.transformational,
          servant: p.servant,
          system_syncing: p.system_syncing,
          dominant_model: p.dominant,
          updated_at: p.updatedAt,
        })
        .where('executive_id', '=', p.executiveId)
        .where('direct_report_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    addAssessment: async (a: NewAssessment): Promise<number> => {
      const row = await db
        .insertInto('leadership_assessments')
        .values({ executive_id: a.executiveId, taken_at: a.taken_at, answers: JSON.stringify(a.answers), dominant_model: a.dominant_model, ...a.scores })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Every assessment the executive took, latest first. */
    assessments: async (executiveId: number): Promise<Omit<AssessmentResult, 'recommendations'>[]> => {
      const rows = await db
        .selectFrom('leadership_assessments')
        .select(['id', 'taken_at', 'answers', 'transformational', 'servant', 'system_syncing', 'dominant_model'])
        .where('executive_id', '=', executiveId)
        .orderBy('taken_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        taken_at: r.taken_at,
        answers: parseList(r.answers).map(Number),
        scores: { transformational: r.transformational, servant: r.servant, system_syncing: r.system_syncing },
        dominant_model: modelId(r.dominant_model),
      }));
    },
  };
}
