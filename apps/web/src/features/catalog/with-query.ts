/** `path` with `params` set in its query string (existing ones replaced). */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const [base = '/', query = ''] = path.split('?', 2);
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) search.delete(key);
    else search.set(key, value);
  }
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}
