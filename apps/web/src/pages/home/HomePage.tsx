import { ArrowRightOutlined, BankOutlined, ShoppingOutlined, ToolOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { session, useSession } from '../../stores/session';
import { CAPABILITIES, HERO, OFFERS, STEPS, type Offer } from './content';
import { HeroArt } from './HeroArt';
import { HomeModels } from './HomeModels';
import styles from './home.module.css';

const OFFER_ICONS: Record<Offer['key'], React.ReactNode> = {
  buyer: <ShoppingOutlined />,
  modeller: <ToolOutlined />,
  brand: <BankOutlined />,
};

function CallToAction({ large = false }: { large?: boolean }) {
  const token = useSession((s) => s.token);
  const size = large ? 'large' : 'middle';
  if (token) {
    return (
      <Link to="/mycenter">
        <Button type="primary" size={size} icon={<ArrowRightOutlined />} iconPlacement="end">
          进入个人中心
        </Button>
      </Link>
    );
  }
  return (
    <div className={styles.ctaButtons}>
      <Link to="/register">
        <Button type="primary" size={size}>
          免费注册
        </Button>
      </Link>
      <Button size={size} ghost={large} onClick={() => session.openLogin('password')}>
        登录
      </Button>
    </div>
  );
}

export default function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <span className={styles.badge}>3D 模型交易 · 建模服务 · 3D 展示</span>
            <h1>{HERO.title}</h1>
            <p>{HERO.lead}</p>
            <CallToAction large />
          </div>
          <div className={styles.heroArt}>
            <HeroArt />
          </div>
        </div>
      </section>

      <HomeModels />

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>为每一类用户而设计</h2>
        <p className={styles.sectionLead}>无论你需要模型、会做模型，还是想用 3D 展示产品，都能在这里找到位置。</p>
        <div className={styles.offers}>
          {OFFERS.map((offer) => (
            <article key={offer.key} className={styles.offer}>
              <div className={styles.offerIcon}>{OFFER_ICONS[offer.key]}</div>
              <h3>{offer.title}</h3>
              <p className={styles.offerLead}>{offer.lead}</p>
              <ul>
                {offer.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className={`${styles.section} ${styles.soft}`}>
        <h2 className={styles.sectionTitle}>平台能力</h2>
        <div className={styles.capabilities}>
          {CAPABILITIES.map((item) => (
            <div key={item.title} className={styles.capability}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>四步开始</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <span className={styles.stepNo}>{i + 1}</span>
              <strong>{step.title}</strong>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.ctaBand}>
        <h2>现在加入模型星球</h2>
        <p>注册免费。需求方与服务方身份可随时添加。</p>
        <CallToAction large />
      </section>
    </div>
  );
}
