/** An in-app path to return to: '/cars?x=1' yes; '//evil.com', '/\evil.com' or 'https://…' no. */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
