/** The root route: session upkeep (_token login, token check), the layout for the form factor, and page views. */
import { TOKEN_CHECK_INTERVAL_MS, type PagePath } from '@moxing/shared';
import {
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useRouteError } from 'react-router';
import { Spinner } from '../components/Spinner';
import { dismissBootPreview } from '../lib/bootPreview';
import { isChunkLoadError, loadChunk } from '../lib/chunk';
import { guardDecision, tokenFromQuery } from '../lib/guard';
import { applyHead } from '../lib/head';
import { currentFormFactor } from '../lib/device';
import { useFormFactor } from '../lib/formFactor';
import { accountApi, handleAuthFailure, loginWithToken, logoutLocally } from '../features/account';
import { useShareVisit } from '../features/points';
import { session, useSession } from '../stores/session';

export type LazyPage = LazyExoticComponent<ComponentType>;

export interface PageDef {
  title: string;
  description?: string;
  keywords?: string;
  /** "main": header and footer; "standalone": the page alone (docs/spec/SPEC.md section 2). */
  layout: 'main' | 'standalone';
  /** The desktop page uses no antd: it shows without waiting for antd to load (the home page's start-up). */
  plain?: boolean;
  desktop: LazyPage;
  /** antd-mobile page for phone-sized screens; without it the desktop page renders inside the mobile layout. */
  mobile?: LazyPage;
}

export interface RouteHandle {
  path: PagePath;
  def: PageDef;
}

export interface ShellProps {
  page: RouteHandle | undefined;
  children: ReactNode;
}

const loadDesktopShell = () => loadChunk(() => import('../components/layout/DesktopShell'));
const loadMobileShell = () => loadChunk(() => import('../components/phone/MobileShell'));
const DesktopShell = lazy(loadDesktopShell);
const MobileShell = lazy(loadMobileShell);

/**
 * Requests the layout of this form factor at start-up, beside the page's code (features/library/pageDefs.ts), instead
 * of when the first render reaches it: one round trip less before a phone shows the page.
 */
export function preloadShell(): void {
  void (currentFormFactor() === 'phone' ? loadMobileShell : loadDesktopShell)().catch(() => undefined);
}
const AntdScope = lazy(() => loadChunk(() => import('../components/layout/AntdScope')));

function useCurrentPage(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.def) return handle;
  }
  return undefined;
}

/** Every 60 s while logged in: is the token still valid? If not, log out and open the login dialog. */
function useTokenCheck(): void {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => {
      accountApi.checkToken(token).then(
        (result) => {
          if (!result.valid && session.get().token === token) handleAuthFailure();
        },
        () => undefined, // offline for a moment: try again next round
      );
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [token]);
}

/** `_token` in the query string: fetch the user by that token, store the session, go home. */
function useQueryTokenLogin(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const token = tokenFromQuery(location.search);
  useEffect(() => {
    if (!token) return;
    let active = true;
    const home = () => {
      if (active) void navigate('/', { replace: true });
    };
    loginWithToken(token).then(home, home);
    return () => {
      active = false;
    };
  }, [token, navigate]);
  return token !== null;
}

/**
 * The server's first screen (lib/bootPreview.ts) is the phone pages' to remove; anywhere else it must not stay: on
 * the desktop layout, or once the visitor has moved to another page.
 */
function useBootPreviewBounds(phone: boolean): void {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (!phone || pathname !== firstPath) dismissBootPreview();
  }, [phone, pathname, firstPath]);
}

export function Root() {
  const formFactor = useFormFactor();
  const page = useCurrentPage();
  const loggingInByToken = useQueryTokenLogin();
  useTokenCheck();
  useShareVisit();
  useBootPreviewBounds(formFactor === 'phone');
  const Shell = formFactor === 'phone' ? MobileShell : DesktopShell;
  return (
    <Suspense fallback={<Spinner />}>
      <Shell page={page}>{loggingInByToken ? <Spinner label="正在登录" /> : <Outlet />}</Shell>
      <ScrollRestoration />
    </Suspense>
  );
}

/**
 * The /my guard (docs/spec/SPEC.md section 2). Arriving without a token: log out, open the login dialog, go home.
 * Losing the token while on the page (logout, or an auth failure that already opened the dialog): go home.
 */
function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const [arrivedWithToken] = useState(() => Boolean(token));
  const decision = guardDecision(location.pathname, location.search, token);
  const target = location.pathname + location.search;
  useEffect(() => {
    if (decision !== 'login' || arrivedWithToken) return;
    logoutLocally();
    session.openLogin('password', target);
  }, [decision, arrivedWithToken, target]);
  if (decision === 'login') return <Navigate to="/" replace />;
  return children;
}

export function PageView({ def }: { def: PageDef }) {
  const formFactor = useFormFactor();
  // Before any effect of the page: a page that names itself (a model's title) sets the title in its own effect,
  // which, with its data already cached, runs in the same commit and would otherwise be overwritten.
  useLayoutEffect(() => {
    applyHead(def);
  }, [def]);
  const phone = formFactor === 'phone';
  const Page = phone && def.mobile ? def.mobile : def.desktop;
  return (
    <Guard>
      <Suspense fallback={<Spinner />}>
        {phone && !def.mobile ? (
          // A desktop (antd) page inside the mobile layout, which itself does not load antd.
          <AntdScope>
            <Page />
          </AntdScope>
        ) : (
          <Page />
        )}
      </Suspense>
    </Guard>
  );
}

/** Route errors: a chunk that failed to load (new deployment, bad network) or a page that crashed. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const title = chunk ? (error.reason === 'timeout' ? '页面加载超时' : '页面资源加载失败') : '页面出错了';
  const detail = chunk
    ? '网络不稳定或网站刚刚更新，请刷新页面后重试。'
    : '很抱歉，页面遇到了问题。请刷新重试，如果问题持续存在，请联系客服。';
  return (
    <div role="alert" style={{ maxWidth: 480, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
      <h2 style={{ fontSize: 22, margin: '0 0 12px' }}>{title}</h2>
      <p style={{ color: '#5c6370', lineHeight: 1.7 }}>{detail}</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
        <button type="button" onClick={() => window.location.reload()} style={buttonStyle(true)}>
          刷新页面
        </button>
        <a href="/" style={buttonStyle(false)}>
          返回首页
        </a>
      </p>
    </div>
  );
}

function buttonStyle(primary: boolean) {
  return {
    padding: '8px 20px',
    borderRadius: 6,
    border: primary ? 'none' : '1px solid #d0d5dd',
    background: primary ? '#1f5eff' : '#fff',
    color: primary ? '#fff' : '#1d2129',
    fontSize: 15,
    cursor: 'pointer',
    textDecoration: 'none',
  } as const;
}
