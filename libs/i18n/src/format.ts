/** Replaces `:name` placeholders with params; longer names first so `:min` never eats `:minimum`. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  let out = template;
  for (const name of names) out = out.split(`:${name}`).join(String(params[name]));
  return out;
}
