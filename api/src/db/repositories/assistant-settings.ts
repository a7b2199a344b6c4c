// Each executive's choice of assistant engine (migration 012). Off (built-in) until they turn it on.
import type { AssistantChoice } from '@provana/contracts';
import type { Conn } from './conn';

export function assistantSettingsRepository({ db }: Conn) {
  return {
    choice: async (executiveId: number): Promise<AssistantChoice> => {
      const row = await db.selectFrom('assistant_settings').select('use_model').where('executive_id', '=', executiveId).executeTakeFirst();
      return row?.use_model === 1 ? 'model' : 'built-in';
    },
    setChoice: async (executiveId: number, choice: AssistantChoice, updatedAt: string): Promise<void> => {
      const useModel = choice === 'model' ? 1 : 0;
      await db
        .insertInto('assistant_settings')
        .values({ executive_id: executiveId, use_model: useModel, updated_at: updatedAt })
        .onConflict((oc) => oc.column('executive_id').doUpdateSet({ use_model: useModel, updated_at: updatedAt }))
        .execute();
    },
  };
}
