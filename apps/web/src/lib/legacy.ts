/**
 * Legacy hash-style links (docs/spec/SPEC.md section 2): the old site used a hash router, so shared links look like
 * `/#/modelDetails?code=X`. They are rewritten to today's paths before the router starts.
 */

/** Old hash route (lower case) -> new path; the query string is kept. */
const LEGACY_ROUTES: Record<string, string> = {
  // model details -> modeldetail?code=
  '/modeldetails': '/modeldetail',
  '/modeldetail': '/modeldetail',
  // hall watch -> showDetail?themeShowId= (watching a hall is opening the showroom)
  '/hallwatch': '/showDetail',
  '/hall/watch': '/showDetail',
  // hall model detail -> modeldetail (code / model)
  '/hallmodeldetail': '/modeldetail',
  '/hallmodeldetails': '/modeldetail',
  '/hall/modeldetail': '/modeldetail',
  // mobile model details -> modeldetail
  '/mobile/modeldetails': '/modeldetail',
  '/mobile/modeldetail': '/modeldetail',
  '/mobilemodeldetails': '/modeldetail',
  '/m/modeldetails': '/modeldetail',
  // theme show (mobile) -> showDetail?themeShowId=
  '/themeshow': '/showDetail',
  '/themeshowmobile': '/showDetail',
  '/mobile/themeshow': '/showDetail',
  '/m/themeshow': '/showDetail',
};

/**
 * Where a legacy address should go, or null when it is not a legacy link. `hash` is `location.hash`
 * (e.g. "#/modelDetails?code=X").
 */
export function legacyRedirect(pathname: string, search: string, hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const inner = hash.slice(1);
  const q = inner.indexOf('?');
  const hashPath = (q >= 0 ? inner.slice(0, q) : inner).replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(search);
  if (q >= 0) new URLSearchParams(inner.slice(q + 1)).forEach((value, key) => params.set(key, value));
  const target = LEGACY_ROUTES[hashPath.toLowerCase()] ?? (pathname === '/' || pathname === '' ? hashPath : null);
  if (!target) return null;
  // An old theme-show or hall-watch link named its id "id"; the new page reads themeShowId.
  if (target === '/showDetail' && !params.has('themeShowId') && params.has('id')) {
    params.set('themeShowId', params.get('id') ?? '');
    params.delete('id');
  }
  const query = params.toString();
  return `${target}${query ? `?${query}` : ''}`;
}
