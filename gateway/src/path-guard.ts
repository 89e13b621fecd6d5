/**
 * Whether a request path tries to leave the folder it names: a request target that is not a path
 * (absolute-form `http://…`, `*`), `.` or `..` segments in raw or percent-decoded form (`%2e%2e`,
 * `..%2f`), backslashes (`%5c`, a separator elsewhere), NUL, or undecodable escapes. Browsers
 * normalise dot segments before sending, so only a crafted request carries one; it gets a 404
 * before any file or service is looked at. resolveFile keeps its own containment check behind this.
 */
export function isTraversal(path: string): boolean {
  if (!path.startsWith('/')) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return true;
  return [path, decoded].some((p) => p.split('/').some((segment) => segment === '..' || segment === '.'));
}
