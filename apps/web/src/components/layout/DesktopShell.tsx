/**
 * Desktop layout: header, footer, the login dialog and the client's red messages. antd (zh-CN) comes with the
 * pages that use it; a `plain` page (home) shows without it, and antd then loads at the visitor's first interaction.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ShellProps } from '../../app/Root';
import { configureClient } from '../../api/client';
import { Spinner } from '../Spinner';
import { loadLoginDialog } from '../../features/account';
import { ActivityPopupHost } from '../ActivityPopupHost';
import { loadChunk } from '../../lib/chunk';
import { useSession } from '../../stores/session';
import { desktopMessage } from './desktopMessage';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './layout.module.css';

dayjs.locale('zh-cn');

const loadAntd = () => loadChunk(() => import('./DesktopAntd'));
const DesktopAntd = lazy(loadAntd);
const AntdScope = lazy(() => loadChunk(() => import('./AntdScope')));
const LoginDialog = lazy(() => loadChunk(loadLoginDialog));

/** The dialog's chunk loads on first use; it then stays mounted so closing animates. */
function LoginDialogHost() {
  const open = useSession((s) => s.loginDialog.open);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AntdScope>
        <LoginDialog />
      </AntdScope>
    </Suspense>
  );
}

export default function DesktopShell({ page, children }: ShellProps) {
  const standalone = page?.def.layout === 'standalone';
  const plain = page?.def.plain === true;
  useEffect(() => {
    configureClient({
      notify: (text, seconds) => {
        void desktopMessage().then((message) => message.error({ content: text, duration: seconds, key: text }));
      },
    });
  }, []);
  useEffect(() => {
    if (!plain) return;
    // The next page most likely needs antd: fetch it at the visitor's first sign of intent (pointer, keys, scroll),
    // not while the page is still settling, so a home page left alone loads no more than it shows (issue 20: the
    // budget for everything loaded before the network is idle).
    const events = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'focusin'] as const;
    const prefetch = () => {
      for (const e of events) window.removeEventListener(e, prefetch);
      void loadAntd().catch(() => undefined);
    };
    for (const e of events) window.addEventListener(e, prefetch, { once: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, prefetch);
    };
  }, [plain]);
  const body = plain ? (
    children
  ) : (
    <Suspense fallback={<Spinner />}>
      <DesktopAntd>{children}</DesktopAntd>
    </Suspense>
  );
  return (
    <div className={styles.desktop}>
      {standalone ? (
        <main className={styles.standalone}>{body}</main>
      ) : (
        <>
          <SiteHeader />
          <main className={styles.main}>{body}</main>
          <SiteFooter />
        </>
      )}
      <LoginDialogHost />
      <ActivityPopupHost />
    </div>
  );
}
