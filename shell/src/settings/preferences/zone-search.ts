// The settings dialog's zone list, narrowed by what the user types ("tokyo", "los angeles", "new_york").

const normalize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** The zones whose name contains the query (spaces and underscores alike); the chosen zone always stays listed. */
export function searchZones(zones: readonly string[], query: string, chosen: string): string[] {
  const needle = normalize(query);
  const found = needle ? zones.filter((zone) => normalize(zone).includes(needle)) : [...zones];
  return found.includes(chosen) ? found : [chosen, ...found];
}
