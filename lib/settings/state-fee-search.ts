// The state fees list's search box (docs/decisions.md D119): by state code or name, any case.

/**
 * The rows that match `search`: a state whose two-letter code starts with it, or whose name
 * contains it; the state whose code it is comes first, the others keep their order. Blank keeps all.
 */
export function searchStateFees<T extends { state: string; name: string }>(rows: readonly T[], search: string): T[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...rows];
  const matches = rows.filter((r) => r.state.toLowerCase().startsWith(text) || r.name.toLowerCase().includes(text));
  return [...matches.filter((r) => r.state.toLowerCase() === text), ...matches.filter((r) => r.state.toLowerCase() !== text)];
}
