// The mini-assessment's navigation rules (spec sections 4 and 5): an answer is required before Next;
// Next is disabled on the last question, where Complete Assessment takes over.
export type Answers = readonly (number | undefined)[];

export const isAnswered = (answers: Answers, index: number): boolean => answers[index] !== undefined;

export const canGoNext = (answers: Answers, index: number, total: number): boolean => isAnswered(answers, index) && index < total - 1;

export const isLast = (index: number, total: number): boolean => index === total - 1;

export const canComplete = (answers: Answers, total: number): boolean =>
  answers.length === total && Array.from({ length: total }, (_, i) => i).every((i) => isAnswered(answers, i));

export const withAnswer = (answers: Answers, index: number, choice: number): (number | undefined)[] => {
  const next = [...answers];
  next[index] = choice;
  return next;
};
