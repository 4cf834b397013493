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

/**
 * The page's own search params with one changed (null removes it), the others kept: for
 * `setSearchParams((prev) => withParam(prev, 'tab', value))`.
 */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
