/** Mobile layout (antd-mobile): top bar, bottom tabs, the login popup and toast messages. */
import './react19';
import { ConfigProvider, DotLoading, NavBar, Popup, SafeArea, TabBar, Toast } from 'antd-mobile';
import zhCNMobile from 'antd-mobile/es/locales/zh-CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ShellProps } from '../../app/Root';
import { configureClient } from '../../api/client';
import { loadLoginPopup } from '../../features/account';
import { useLiveUnread } from '../../features/message';
import { ActivityPopupHost } from '../ActivityPopupHost';
import { loadChunk } from '../../lib/chunk';
import { session, useSession } from '../../stores/session';
import { useTopBarTitle } from '../../stores/topBarTitle';
import { DemandIcon, GridIcon, HomeIcon, UserIcon } from './icons';
import styles from './mobile.module.css';
import { useOpenedOnce } from './useOpenedOnce';

dayjs.locale('zh-cn');

const LoginPopupContent = lazy(() => loadChunk(loadLoginPopup));

const TABS = [
  { key: '/', title: '首页', icon: <HomeIcon /> },
  { key: '/good', title: '模型库', icon: <GridIcon /> },
  { key: '/need', title: '需求', icon: <DemandIcon /> },
  { key: '/mycenter', title: '我的', icon: <UserIcon /> },
];

function LoginPopup() {
  const { mounted, visible: open } = useOpenedOnce(useSession((s) => s.loginDialog.open));
  if (!mounted) return null;
  return (
    <Popup
      visible={open}
      onMaskClick={() => session.closeLogin()}
      onClose={() => session.closeLogin()}
      showCloseButton
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '92vh', overflowY: 'auto' }}
    >
      {open ? (
        <Suspense
          fallback={
            <div className={styles.center}>
              <DotLoading color="primary" />
            </div>
          }
        >
          <LoginPopupContent />
        </Suspense>
      ) : null}
    </Popup>
  );
}

export default function MobileShell({ page, children }: ShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    configureClient({
      notify: (text, seconds) => {
        Toast.show({ icon: 'fail', content: text, duration: seconds * 1000 });
      },
    });
  }, []);
  const standalone = page?.def.layout === 'standalone';
  const isTab = TABS.some((t) => t.key === location.pathname);
  const home = location.pathname === '/';
  const pageTitle = useTopBarTitle();
  const unread = useLiveUnread();
  return (
    <ConfigProvider locale={zhCNMobile}>
      <div className={styles.shell}>
        {standalone ? (
          <main className={styles.standalone}>{children}</main>
        ) : (
          <>
            {home ? null : isTab ? (
              // A tab page has nowhere to go back to: a title bar, not NavBar, whose empty back area is a nameless button.
              <header className={`${styles.navBar} ${styles.tabTitle}`}>{pageTitle ?? page?.def.title ?? '模型星球'}</header>
            ) : (
              <NavBar
                className={styles.navBar}
                back="返回"
                // antd-mobile hides its back text from screen readers, which leaves its back button nameless.
                left={<span className="sr-only">返回</span>}
                onBack={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/'))}
              >
                {pageTitle ?? page?.def.title ?? '模型星球'}
              </NavBar>
            )}
            <main className={isTab ? styles.mainWithTabs : styles.main}>{children}</main>
            {isTab ? (
              <div className={styles.tabBar}>
                <TabBar activeKey={location.pathname} onChange={(key) => void navigate(key)}>
                  {TABS.map((tab) => (
                    <TabBar.Item
                      key={tab.key}
                      icon={tab.icon}
                      title={tab.title}
                      badge={tab.key === '/mycenter' && unread > 0 ? (unread > 99 ? '99+' : unread) : undefined}
                    />
                  ))}
                </TabBar>
                <SafeArea position="bottom" />
              </div>
            ) : null}
          </>
        )}
        <LoginPopup />
        <ActivityPopupHost />
      </div>
    </ConfigProvider>
  );
}
