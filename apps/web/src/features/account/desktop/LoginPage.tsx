import { App } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginPanel } from './LoginPanel';
import { Logo } from '../../../components/layout/Logo';
import { HeroArt } from '../../home';
import { safeRedirect } from '../../../lib/redirect';
import { useSession, type LoginTab } from '../../../stores/session';
import styles from './login.module.css';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const token = useSession((s) => s.token);
  const [tab, setTab] = useState<LoginTab>(params.get('type') === 'code' ? 'code' : 'password');
  const [done, setDone] = useState(false);
  const target = safeRedirect(params.get('redirect'));
  if (token && !done) return <Navigate to={target} replace />;
  const onDone = () => {
    setDone(true);
    void message.success('登录成功');
    void navigate(target, { replace: true });
  };
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Logo light />
        <div className={styles.brandText}>
          <h1>欢迎回到模型星球</h1>
          <p>买卖 3D 模型、发布建模需求、承接建模订单。</p>
        </div>
        <HeroArt size={300} />
      </aside>
      <main className={styles.main}>
        <div className={styles.card}>
          <h2>账号登录</h2>
          <LoginPanel tab={tab} onTabChange={setTab} onDone={onDone} />
          <p className={styles.back}>
            <Link to="/">返回首页</Link>
          </p>
        </div>
      </main>
    </div>
  );
}
