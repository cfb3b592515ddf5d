/** `?a=1&b=x` from the values that are set: non-empty strings and numbers; anything else is left out. */
export function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
