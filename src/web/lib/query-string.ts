export type QueryParams = Record<string, string | number | boolean | undefined>;

/** `path?a=1&b=x`: empty and undefined values are left out, so the server applies its defaults. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
