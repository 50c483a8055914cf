/** The header's account menu (antd Dropdown): a chunk of its own, loaded once someone is logged in. */
import {
  AppstoreOutlined,
  BellOutlined,
  HomeOutlined,
  CloudUploadOutlined,
  DownOutlined,
  FolderOutlined,
  IdcardOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { maskPhone } from '@moxing/shared';
import { Avatar, Badge, Dropdown } from 'antd';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/account';
import { useLiveUnread } from '../../features/message';
import { useSession } from '../../stores/session';
import AntdScope from './AntdScope';
import { desktopMessage } from './desktopMessage';
import styles from './layout.module.css';

function Menu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const name = user?.nickname || (user ? maskPhone(user.login) : '我的');
  const onLogout = async () => {
    // Leave the (maybe guarded) page first, so nothing on it asks for data without a token.
    void navigate('/', { replace: true });
    await logout();
    // This menu is gone by now (logged out): the message goes through the page's antd, or antd's own.
    void desktopMessage().then((message) => message.success('已退出登录'));
  };
  return (
    <Dropdown
      trigger={['hover', 'click']}
      menu={{
        items: [
          { key: 'center', icon: <AppstoreOutlined />, label: '个人中心', onClick: () => void navigate('/mycenter') },
          { key: 'upload', icon: <CloudUploadOutlined />, label: '上传模型', onClick: () => void navigate('/mymodel/addGoods') },
          { key: 'models', icon: <FolderOutlined />, label: '我的模型', onClick: () => void navigate('/mymodel/good') },
          { key: 'space', icon: <HomeOutlined />, label: '我的空间', onClick: () => void navigate('/myspace/index') },
          { key: 'messages', icon: <BellOutlined />, label: '消息通知', onClick: () => void navigate('/myaccount/myMsg') },
          { key: 'personal', icon: <IdcardOutlined />, label: '个人资料', onClick: () => void navigate('/myaccount/personal') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, onClick: () => void onLogout() },
        ],
      }}
    >
      <button type="button" className={styles.userButton} aria-label={`${name}，我的账号`}>
        <Avatar size={32} src={user?.avatar || undefined} icon={<UserOutlined />} style={{ background: '#1f5eff' }} />
        <span className={styles.userName}>{name}</span>
        <DownOutlined style={{ fontSize: 10, color: '#5c6370' }} />
      </button>
    </Dropdown>
  );
}

/** The bell: unread messages, kept live by the server's event stream. */
function Bell() {
  const unread = useLiveUnread();
  return (
    <Link to="/myaccount/myMsg" className={styles.bell} aria-label={unread > 0 ? `消息通知，${unread} 条未读` : '消息通知'}>
      <Badge count={unread} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 18, color: '#4a4f59' }} />
      </Badge>
    </Link>
  );
}

export default function UserMenu() {
  return (
    <AntdScope>
      <Bell />
      <Menu />
    </AntdScope>
  );
}
