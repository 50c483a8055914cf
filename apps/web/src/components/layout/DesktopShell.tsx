/** Desktop layout: antd (zh-CN), header, footer, the login dialog and the client's red messages. */
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ShellProps } from '../../app/Root';
import { configureClient } from '../../api/client';
import { loadChunk } from '../../lib/chunk';
import { useSession } from '../../stores/session';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { antdTheme } from './theme';
import styles from './layout.module.css';

dayjs.locale('zh-cn');

const LoginDialog = lazy(() => loadChunk(() => import('../auth/LoginDialog')));

/** Points the HTTP client's error messages at antd's message API (red, 5 s). */
function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    configureClient({
      notify: (text, seconds) => {
        void message.error({ content: text, duration: seconds, key: text });
      },
    });
  }, [message]);
  return null;
}

/** The dialog's chunk loads on first use; it then stays mounted so closing animates. */
function LoginDialogHost() {
  const open = useSession((s) => s.loginDialog.open);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

export default function DesktopShell({ page, children }: ShellProps) {
  const standalone = page?.def.layout === 'standalone';
  return (
    <ConfigProvider locale={zhCN} theme={antdTheme}>
      <App>
        <MessageBridge />
        {standalone ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main className={styles.main}>{children}</main>
            <SiteFooter />
          </>
        )}
        <LoginDialogHost />
      </App>
    </ConfigProvider>
  );
}
