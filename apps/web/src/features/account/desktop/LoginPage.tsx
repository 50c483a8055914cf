import { App } from 'antd';
import { Link, Navigate } from 'react-router';
import { useLoginPage } from '../forms';
import { LoginPanel } from './LoginPanel';
import { Logo } from '../../../components/layout/Logo';
import { HeroArt } from '../../home';
import styles from './login.module.css';

export default function LoginPage() {
  const { message } = App.useApp();
  const { tab, setTab, target, alreadyIn, onDone } = useLoginPage(() => void message.success('登录成功'));
  if (alreadyIn) return <Navigate to={target} replace />;
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
