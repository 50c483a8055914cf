/**
 * The phone home: a search entry, category entries, the most viewed models and the latest open demands, so a
 * visitor reaches the library and the demand hall by tapping. Plain React and the shared card (no antd-mobile
 * components but its Button), and no three.js: covers only.
 */
import { TRADES } from '@moxing/shared';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from '../../../components/layout/Logo';
import { ModelCard, ModelCardSkeleton, ModelGrid } from '../../../components/ModelCard';
import { SearchIcon } from '../../../components/phone/icons';
import { useDemandList } from '../../demand';
import { BannerCarousel } from '../../content';
import { useModelList } from '../../library';
import { HERO, STEPS } from '../content';
import { session, useSession } from '../../../stores/session';
import styles from './mhome.module.css';

/** The trades as category entries; 其他 is left to the library's own filter. */
const CATEGORY_TRADES = TRADES.filter((t) => t !== '其他');

function HotModels() {
  const list = useModelList({ pageNum: 1, pageSize: 6, sort: 'views' }, { home: true });
  return (
    <section className={styles.section} aria-labelledby="m-home-models">
      <div className={styles.sectionHead}>
        <h2 id="m-home-models">热门模型</h2>
        <Link to="/good" className={styles.more}>
          全部模型 ›
        </Link>
      </div>
      {list.isPending ? (
        <ModelGrid dense>
          {Array.from({ length: 4 }, (_, i) => (
            <ModelCardSkeleton key={i} />
          ))}
        </ModelGrid>
      ) : list.isError && !list.data ? (
        <p className={styles.note} role="alert">
          模型暂时没有加载出来。
          <button type="button" className={styles.retry} onClick={() => void list.refetch()}>
            重试
          </button>
        </p>
      ) : list.data?.list.length ? (
        <ModelGrid dense>
          {list.data.list.map((m) => (
            <ModelCard key={m.modelCode} model={m} compact />
          ))}
        </ModelGrid>
      ) : (
        <p className={styles.note}>模型库正在准备中，稍后再来看看吧。</p>
      )}
    </section>
  );
}

function LatestDemands() {
  const list = useDemandList({ pageNum: 1, pageSize: 3, sort: 'newest' });
  return (
    <section className={styles.section} aria-labelledby="m-home-demands">
      <div className={styles.sectionHead}>
        <h2 id="m-home-demands">需求大厅</h2>
        <Link to="/need" className={styles.more}>
          全部需求 ›
        </Link>
      </div>
      <p className={styles.lead}>发布建模需求，建模师竞标报价；你选定一位，在线跟进到验收。</p>
      {list.data?.list.length ? (
        <ul className={styles.demands}>
          {list.data.list.map((d) => (
            <li key={d.code}>
              <Link to={`/demandDetails?code=${encodeURIComponent(d.code)}`} className={styles.demand}>
                <strong>{d.title}</strong>
                <span className={styles.demandMeta}>
                  <span className={styles.budget}>{d.budgetText}</span>
                  <span>{d.statusText}</span>
                  <span>{d.bidCount} 人投标</span>
                  <span>{d.trade}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : list.isPending ? null : (
        <p className={styles.note}>{list.isError ? '需求暂时没有加载出来。' : '还没有公开的需求，来发布第一个吧。'}</p>
      )}
      <div className={styles.demandActions}>
        <Link to="/buildRequire" className={styles.primaryLink}>
          发布需求
        </Link>
        <Link to="/modelServer" className={styles.outlineLink}>
          找建模师
        </Link>
      </div>
    </section>
  );
}

export default function MobileHomePage() {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.brand}>
          <LogoMark size={28} />
          <span>模型星球</span>
        </div>
        <Link to="/search" className={styles.search}>
          <SearchIcon />
          <span>搜索模型，如：沙发、吊灯</span>
        </Link>
        <h1>{HERO.title}</h1>
        {token ? null : (
          <div className={styles.actions}>
            <Button color="primary" size="middle" onClick={() => void navigate('/register')}>
              免费注册
            </Button>
            <Button size="middle" fill="outline" className={styles.ghost} onClick={() => session.openLogin('password')}>
              登录
            </Button>
          </div>
        )}
      </section>

      <nav className={styles.categories} aria-label="模型分类">
        {CATEGORY_TRADES.map((trade) => (
          <Link key={trade} to={`/good?trade=${encodeURIComponent(trade)}`} className={styles.category}>
            <span className={styles.categoryMark} aria-hidden="true">
              {trade.slice(0, 1)}
            </span>
            {trade}
          </Link>
        ))}
      </nav>

      <div className={styles.banners}>
        <BannerCarousel />
      </div>

      <div className={styles.quick}>
        <Link to="/freeModel">免费模型</Link>
        <Link to="/good?sort=newest">最新上架</Link>
        <Link to="/mymodel/addGoods">上传模型</Link>
      </div>

      <HotModels />
      <LatestDemands />

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

      <footer className={styles.footer}>
        <Link to="/contactUs">联系我们</Link>
        <Link to="/agreement/user">用户协议</Link>
        <Link to="/agreement/privacy">隐私政策</Link>
      </footer>
    </div>
  );
}
