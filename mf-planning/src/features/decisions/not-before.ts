// Deferring a decision: past days are refused ('YYYY-MM-DD' compares as text).
export const notBefore = (date: string, today: string): string | undefined => (date !== '' && date < today ? 'must not be in the past' : undefined);
