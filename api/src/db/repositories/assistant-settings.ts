// Each executive's assistant settings (migrations 012, 013): the engine (built-in until they turn the
// model on) and whether their recordings are transcribed on the server (off until they turn it on).
import type { AssistantChoice } from '@provana/contracts';
import type { Conn } from './conn';

export interface StoredAssistantSettings {
  choice: AssistantChoice;
  transcribeOnServer: boolean;
}

export function assistantSettingsRepository({ db }: Conn) {
  const read = (executiveId: number) =>
    db.selectFrom('assistant_settings').select(['use_model', 'transcribe_on_server']).where('executive_id', '=', executiveId).executeTakeFirst();
  return {
    get: async (executiveId: number): Promise<StoredAssistantSettings> => {
      const row = await read(executiveId);
      return { choice: row?.use_model === 1 ? 'model' : 'built-in', transcribeOnServer: row?.transcribe_on_server === 1 };
    },
    choice: async (executiveId: number): Promise<AssistantChoice> => ((await read(executiveId))?.use_model === 1 ? 'model' : 'built-in'),
    transcribeOnServer: async (executiveId: number): Promise<boolean> => (await read(executiveId))?.transcribe_on_server === 1,
    /** Changes what is given, keeps the rest (a missing row is the defaults: both off). */
    update: async (executiveId: number, change: Partial<StoredAssistantSettings>, updatedAt: string): Promise<void> => {
      const set = {
        ...(change.choice !== undefined ? { use_model: change.choice === 'model' ? 1 : 0 } : {}),
        ...(change.transcribeOnServer !== undefined ? { transcribe_on_server: change.transcribeOnServer ? 1 : 0 } : {}),
        updated_at: updatedAt,
      };
      await db
        .insertInto('assistant_settings')
        .values({ executive_id: executiveId, use_model: 0, transcribe_on_server: 0, ...set })
        .onConflict((oc) => oc.column('executive_id').doUpdateSet(set))
        .execute();
    },
  };
}
