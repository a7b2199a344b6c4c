// assistant_settings: each executive's choice of assistant. No row means the built-in
// engine: nothing leaves the server until the executive turns the operator's model on.
export const migration012 = `
CREATE TABLE assistant_settings (
  executive_id INTEGER PRIMARY KEY REFERENCES executives(id) ON DELETE CASCADE,
  use_model INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
`;
