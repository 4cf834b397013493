/** A tab's label with what waits behind it: 'Warteschlange (2)'; the label alone when nothing does. */
export function withCount(label: string, count: number): string {
  return count > 0 ? `${label} (${count})` : label;
}
