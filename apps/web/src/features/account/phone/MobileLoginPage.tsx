import { Toast } from 'antd-mobile';
import { Link, Navigate } from 'react-router';
import { useLoginPage } from '../forms';
import { LogoMark } from '../../../components/layout/Logo';
import styles from '../../../components/phone/mobile.module.css';
import { MobileLoginPanel } from './MobileLoginPanel';

export default function MobileLoginPage() {
  const { tab, setTab, target, alreadyIn, onDone } = useLoginPage(() => Toast.show({ icon: 'success', content: '登录成功' }));
  if (alreadyIn) return <Navigate to={target} replace />;
  return (
    <div style={{ minHeight: '100vh', background: '#fff' }}>
      <div style={{ padding: '48px 24px 16px', textAlign: 'center' }}>
        <LogoMark size={56} />
        <h1 style={{ fontSize: 22, margin: '12px 0 4px' }}>登录模型星球</h1>
        <p style={{ color: '#5c6370', margin: 0 }}>买卖 3D 模型、发布与承接建模需求</p>
      </div>
      <MobileLoginPanel tab={tab} onTabChange={setTab} onDone={onDone} />
      <p className={styles.center} style={{ paddingTop: 8 }}>
        <Link to="/">返回首页</Link>
      </p>
    </div>
  );
}
