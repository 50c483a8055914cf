import { Link } from 'react-router';
import { useSiteInfo } from '../siteInfo';
import { LogoMark } from './Logo';
import { navItems } from './nav';
import styles from './layout.module.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  const icp = useSiteInfo().data?.icp;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
            <LogoMark size={28} />
            <strong style={{ fontSize: 18, color: '#fff' }}>模型星球</strong>
          </div>
          <p>3D 模型交易、建模服务与 3D 展示平台</p>
        </div>
        <div className={styles.footerCols}>
          <div>
            <h2>平台</h2>
            {navItems().map((item) => (
              <Link key={item.path} to={item.path}>
                {item.label}
              </Link>
            ))}
          </div>
          <div>
            <h2>账号</h2>
            <Link to="/register">注册账号</Link>
            <Link to="/login">登录</Link>
            <Link to="/forget">找回密码</Link>
            <Link to="/mycenter">个人中心</Link>
          </div>
          <div>
            <h2>关于</h2>
            <Link to="/contactUs">联系我们</Link>
            <Link to="/agreement/user">用户协议</Link>
            <Link to="/agreement/privacy">隐私政策</Link>
          </div>
        </div>
      </div>
      <div className={styles.copyright}>
        © {year} 模型星球 版权所有
        {icp ? (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" className={styles.icp}>
            {icp}
          </a>
        ) : null}
      </div>
    </footer>
  );
}
