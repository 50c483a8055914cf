import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { session, useSession } from '../../../stores/session';
import styles from '../../../mobile/mobile.module.css';
import { MobileLoginPanel } from './MobileLoginPanel';

export default function LoginPopupContent() {
  const { tab, redirect } = useSession((s) => s.loginDialog);
  const navigate = useNavigate();
  return (
    <>
      <div className={styles.popupTitle}>登录模型星球</div>
      <MobileLoginPanel
        tab={tab}
        onTabChange={(next) => session.setLoginTab(next)}
        onDone={() => {
          Toast.show({ icon: 'success', content: '登录成功' });
          session.closeLogin();
          if (redirect) void navigate(redirect);
        }}
        onNavigate={() => session.closeLogin()}
      />
    </>
  );
}
