/**
 * The home page. No antd here (plain buttons and inline icons): on desktop it shows without waiting for antd,
 * which keeps the start-up JavaScript small (issue 4); the page is marked `plain` in routes.tsx.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { POPULAR_SEARCHES, searchPath } from '../../library';
import { session, useSession } from '../../../stores/session';
import { Capabilities } from '../Capabilities';
import { HERO, OFFERS, STEPS, type Offer } from '../content';
import { HeroArt } from '../HeroArt';
import { BannerCarousel } from '../../content';
import { HomeModels } from './HomeModels';
import { ArrowRightIcon, BagIcon, BuildingIcon, WrenchIcon } from './icons';
import styles from './home.module.css';

const OFFER_ICONS: Record<Offer['key'], React.ReactNode> = {
  buyer: <BagIcon />,
  modeller: <WrenchIcon />,
  brand: <BuildingIcon />,
};

function CallToAction() {
  const token = useSession((s) => s.token);
  if (token) {
    return (
      <Link to="/mycenter" className={`${styles.button} ${styles.primary}`}>
        进入个人中心
        <ArrowRightIcon />
      </Link>
    );
  }
  return (
    <div className={styles.ctaButtons}>
      <Link to="/register" className={`${styles.button} ${styles.primary}`}>
        免费注册
      </Link>
      <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={() => session.openLogin('password')}>
        登录
      </button>
    </div>
  );
}

/** The library search from the home page: a plain form (no antd here), a few popular searches under it. */
export function HomeSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  return (
    <div className={styles.search}>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(keyword.trim() ? searchPath(keyword) : '/good');
        }}
      >
        <input
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          maxLength={100}
          placeholder="搜索模型，如：椅子、沙发、戒指"
          aria-label="搜索模型"
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton}>
          搜索
        </button>
      </form>
      <div className={styles.searchHints}>
        热门：
        {POPULAR_SEARCHES.slice(0, 5).map((k) => (
          <Link key={k} to={searchPath(k)}>
            {k}
          </Link>
        ))}
      </div>
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
            <HomeSearch />
            <CallToAction />
          </div>
          <div className={styles.heroArt}>
            <HeroArt />
          </div>
        </div>
      </section>

      <div className={styles.banners}>
        <BannerCarousel />
      </div>

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
        <Capabilities className={styles.capabilities} cardClassName={styles.capability} />
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
        <CallToAction />
      </section>
    </div>
  );
}
