/** JSON list columns: parse defensively so one bad row can't break a whole response. */
export function parseList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export const toJson = (list: readonly string[]) => JSON.stringify(list);
