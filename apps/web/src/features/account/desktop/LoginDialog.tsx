import { App, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { session, useSession } from '../../../stores/session';
import { LogoMark } from '../../../components/layout/Logo';
import { LoginPanel } from './LoginPanel';

export default function LoginDialog() {
  const { open, tab, redirect } = useSession((s) => s.loginDialog);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const onDone = () => {
    void message.success('登录成功');
    session.closeLogin();
    if (redirect) void navigate(redirect);
  };
  return (
    <Modal
      open={open}
      onCancel={() => session.closeLogin()}
      footer={null}
      width={420}
      centered
      destroyOnHidden
      title={
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <LogoMark size={26} />
          <span>登录模型星球</span>
        </div>
      }
    >
      <LoginPanel
        tab={tab}
        onTabChange={(next) => session.setLoginTab(next)}
        onDone={onDone}
        onNavigate={() => session.closeLogin()}
      />
    </Modal>
  );
}
