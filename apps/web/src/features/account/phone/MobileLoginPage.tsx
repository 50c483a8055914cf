import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '../../../components/layout/Logo';
import { safeRedirect } from '../../../lib/redirect';
import { useSession, type LoginTab } from '../../../stores/session';
import styles from '../../../mobile/mobile.module.css';
import { MobileLoginPanel } from './MobileLoginPanel';

export default function MobileLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [tab, setTab] = useState<LoginTab>(params.get('type') === 'code' ? 'code' : 'password');
  const [done, setDone] = useState(false);
  const target = safeRedirect(params.get('redirect'));
  if (token && !done) return <Navigate to={target} replace />;
  return (
    <div style={{ minHeight: '100vh', background: '#fff' }}>
      <div style={{ padding: '48px 24px 16px', textAlign: 'center' }}>
        <LogoMark size={56} />
        <h1 style={{ fontSize: 22, margin: '12px 0 4px' }}>登录模型星球</h1>
        <p style={{ color: '#6b7280', margin: 0 }}>买卖 3D 模型、发布与承接建模需求</p>
      </div>
      <MobileLoginPanel
        tab={tab}
        onTabChange={setTab}
        onDone={() => {
          setDone(true);
          Toast.show({ icon: 'success', content: '登录成功' });
          void navigate(target, { replace: true });
        }}
      />
      <p className={styles.center} style={{ paddingTop: 8 }}>
        <Link to="/">返回首页</Link>
      </p>
    </div>
  );
}
