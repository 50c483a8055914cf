/**
 * The route guard of docs/spec/SPEC.md section 2: paths beginning with /my need a token; otherwise the user is logged out,
 * the login dialog opens and they go home. A `tips` query lets the page through.
 */
export type GuardDecision = 'allow' | 'login';

export function needsLogin(pathname: string): boolean {
  return pathname.startsWith('/my');
}

export function guardDecision(pathname: string, search: string, token: string | null): GuardDecision {
  if (!needsLogin(pathname) || token) return 'allow';
  if (new URLSearchParams(search).has('tips')) return 'allow';
  return 'login';
}

/** `_token` in the query string: log in with it, then go home. */
export function tokenFromQuery(search: string): string | null {
  const token = new URLSearchParams(search).get('_token');
  return token && token.trim() ? token.trim() : null;
}
