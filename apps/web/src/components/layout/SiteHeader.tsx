import { DownOutlined, LogoutOutlined, UserOutlined, IdcardOutlined, AppstoreOutlined } from '@ant-design/icons';
import { maskPhone } from '@moxing/shared';
import { App, Avatar, Button, Dropdown, Space } from 'antd';
import { NavLink, useNavigate } from 'react-router';
import { logout } from '../../stores/auth';
import { session, useSession } from '../../stores/session';
import { Logo } from './Logo';
import { navItems } from './nav';
import styles from './layout.module.css';

function UserMenu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const name = user?.nickname || (user ? maskPhone(user.login) : '我的');
  const onLogout = async () => {
    // Leave the (maybe guarded) page first, so nothing on it asks for data without a token.
    void navigate('/', { replace: true });
    await logout();
    void message.success('已退出登录');
  };
  return (
    <Dropdown
      trigger={['hover', 'click']}
      menu={{
        items: [
          { key: 'center', icon: <AppstoreOutlined />, label: '个人中心', onClick: () => void navigate('/mycenter') },
          { key: 'personal', icon: <IdcardOutlined />, label: '个人资料', onClick: () => void navigate('/myaccount/personal') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, onClick: () => void onLogout() },
        ],
      }}
    >
      <button type="button" className={styles.userButton} aria-label="我的账号">
        <Avatar size={32} src={user?.avatar || undefined} icon={<UserOutlined />} style={{ background: '#1f5eff' }} />
        <span className={styles.userName}>{name}</span>
        <DownOutlined style={{ fontSize: 10, color: '#8a8f99' }} />
      </button>
    </Dropdown>
  );
}

export function SiteHeader() {
  const token = useSession((s) => s.token);
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
          {token ? (
            <UserMenu />
          ) : (
            <Space size={8}>
              <Button type="text" onClick={() => session.openLogin('password')}>
                登录
              </Button>
              <NavLink to="/register">
                <Button type="primary">免费注册</Button>
              </NavLink>
            </Space>
          )}
        </div>
      </div>
    </header>
  );
}
