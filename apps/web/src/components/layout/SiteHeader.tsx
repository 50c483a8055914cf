/** The desktop header: plain elements, so pages without antd (home) show without it; the account menu loads apart. */
import { useEffect, useState, type ComponentType } from 'react';
import { NavLink } from 'react-router';
import { loadChunk } from '../../lib/chunk';
import { session, useSession } from '../../stores/session';
import { Logo } from './Logo';
import { navItems } from './nav';
import styles from './layout.module.css';

let UserMenu: ComponentType | null = null;

/**
 * Loads the account menu once someone is logged in; true when it is there. A state update rather than
 * Suspense: a Suspense retry waits behind the page's own pending work (a 3D model loading), which kept the
 * menu away for seconds after logging in.
 */
function useUserMenu(loggedIn: boolean): boolean {
  const [loaded, setLoaded] = useState(UserMenu !== null);
  useEffect(() => {
    if (!loggedIn || loaded) return;
    let live = true;
    loadChunk(() => import('./UserMenu')).then(
      (mod) => {
        UserMenu = mod.default;
        if (live) setLoaded(true);
      },
      (error: unknown) => console.warn('account menu failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [loggedIn, loaded]);
  return loaded;
}

export function SiteHeader() {
  const token = useSession((s) => s.token);
  const menuLoaded = useUserMenu(Boolean(token));
  const items = navItems();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo />
        <nav className={styles.nav} aria-label="主导航">
          {items.map((item) => (
            <NavLink
              key={item.path}
              to={item.path}
              end={item.path === '/'}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink)}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          {/* Guarded: a visitor gets the login dialog first, then the upload page. */}
          <NavLink to="/mymodel/addGoods" className={styles.textButton}>
            上传模型
          </NavLink>
          {token ? (
            menuLoaded && UserMenu ? (
              <UserMenu />
            ) : (
              <span className={styles.userPlaceholder} />
            )
          ) : (
            <>
              <button type="button" className={styles.textButton} onClick={() => session.openLogin('password')}>
                登录
              </button>
              <NavLink to="/register" className={styles.primaryButton}>
                免费注册
              </NavLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
