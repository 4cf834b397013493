/** True while one of the mutations runs for this row (spec 2 §4 row-level processing flags). */
export function rowBusy(id: string, ...mutations: { isPending: boolean; variables: unknown }[]): boolean {
  return mutations.some((m) => {
    if (!m.isPending) return false;
    const v = m.variables;
    return v === id || (typeof v === 'object' && v !== null && (v as { id?: unknown }).id === id);
  });
}
