// Who answered the assistant uses of one request, so the response can say so: the model, or the
// built-in engine because the model was off, slow or wrong.
import { BUILT_IN_NOTE, type AnsweredBy, type Attribution } from '@provana/contracts';

export interface AnswerLog {
  record(by: AnsweredBy): void;
  attribution(): Attribution;
}

/** For an executive who chose the built-in assistant: nothing to note. */
export const builtInAnswers: AnswerLog = { record: () => undefined, attribution: () => ({ answeredBy: 'built-in' }) };

/** For an executive who chose the model: any use the built-in engine answered brings the note. */
export function modelAnswerLog(): AnswerLog {
  let fellBack = false;
  return {
    record: (by) => {
      if (by === 'built-in') fellBack = true;
    },
    attribution: () => (fellBack ? { answeredBy: 'built-in', note: BUILT_IN_NOTE } : { answeredBy: 'model' }),
  };
}
