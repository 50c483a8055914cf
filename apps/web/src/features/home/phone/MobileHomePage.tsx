import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { LogoMark } from '../../../components/layout/Logo';
import { Capabilities } from '../Capabilities';
import { HERO, OFFERS, STEPS } from '../content';
import { HeroArt } from '../HeroArt';
import { session, useSession } from '../../../stores/session';
import styles from './mhome.module.css';

export default function MobileHomePage() {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const actions = token ? (
    <Button block color="primary" size="large" onClick={() => void navigate('/mycenter')}>
      进入个人中心
    </Button>
  ) : (
    <div className={styles.actions}>
      <Button color="primary" size="large" onClick={() => void navigate('/register')}>
        免费注册
      </Button>
      <Button size="large" fill="outline" className={styles.ghost} onClick={() => session.openLogin('password')}>
        登录
      </Button>
    </div>
  );
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.brand}>
          <LogoMark size={28} />
          <span>模型星球</span>
        </div>
        <div className={styles.art}>
          <HeroArt size={200} />
        </div>
        <h1>{HERO.title}</h1>
        <p>{HERO.lead}</p>
        {actions}
      </section>

      <section className={styles.section}>
        <h2>为每一类用户而设计</h2>
        {OFFERS.map((offer) => (
          <article key={offer.key} className={styles.card}>
            <h3>{offer.title}</h3>
            <p className={styles.lead}>{offer.lead}</p>
            <ul>
              {offer.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </section>

      <section className={styles.section}>
        <h2>平台能力</h2>
        <Capabilities className={styles.grid} cardClassName={styles.capability} />
      </section>

      <section className={styles.section}>
        <h2>四步开始</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <span className={styles.stepNo}>{i + 1}</span>
              <div>
                <strong>{step.title}</strong>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
