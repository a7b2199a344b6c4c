// The decisions register: a decision is pending until decided (with the choice, a rationale
// and when); deferring moves its due date. Pending lists and counts read status = 'pending'.
export const migration008 = `
ALTER TABLE decisions ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','decided'));
ALTER TABLE decisions ADD COLUMN choice TEXT;
ALTER TABLE decisions ADD COLUMN rationale TEXT;
ALTER TABLE decisions ADD COLUMN decided_at TEXT;
CREATE INDEX decisions_exec_status_due ON decisions(executive_id, status, due_by);
`;
