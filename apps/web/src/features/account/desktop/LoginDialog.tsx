import { App, Modal } from 'antd';
import { session } from '../../../stores/session';
import { useLoginDialog } from '../forms';
import { LogoMark } from '../../../components/layout/Logo';
import { LoginPanel } from './LoginPanel';

export default function LoginDialog() {
  const { message } = App.useApp();
  const { open, panel } = useLoginDialog(() => void message.success('登录成功'));
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
      <LoginPanel {...panel} />
    </Modal>
  );
}
