// executives.theme: the executive's appearance, System (follows the device) until they
// choose Light or Dark in Settings. One column of the account, the same SQL on both databases.
export const migration015 = `
ALTER TABLE executives ADD COLUMN theme TEXT NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark'));
`;
