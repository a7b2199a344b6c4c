// Display names of the three leadership models (the API's ids), for places that show only an id.
import type { LeadershipModelId } from '@provana/contracts';

export const MODEL_LABELS: Record<LeadershipModelId, string> = {
  transformational: 'Transformational',
  servant: 'Servant',
  system_syncing: 'System-Syncing',
};
