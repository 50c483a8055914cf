/** /modelServer on a phone: the service providers (service), and one provider's page with ?id= (single service). */
import { SERVICE_TYPES, formatScore, type ProviderInfo, type ProviderItem } from '@moxing/shared';
import { Button, CapsuleTabs, InfiniteScroll, Tag } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { modelPath } from '../../../components/ModelCard';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useProviderInfinite, useProviderInfo } from '../hooks';
import { dateText } from '../format';
import { MAvatar, MEvaluations, MScore } from './parts';
import styles from './phone.module.css';

function ProviderItemCard({ server }: { server: ProviderItem }) {
  // The provider part and the model thumbnails are separate links (a link may not hold another).
  return (
    <div className={styles.card} data-server-id={server.id}>
      <Link to={`/modelServer?id=${server.id}`} style={{ display: 'block', color: 'inherit' }}>
        <div className={styles.row}>
          <MAvatar name={server.nickname} src={server.avatar} size={44} />
          <div className={styles.grow}>
            <div className={styles.row}>
              <strong className={styles.ellipsis}>{server.nickname}</strong>
              <Tag className={styles.typeTag}>{server.typeName}</Tag>
            </div>
            <div className={`${styles.muted} ${styles.small}`}>
              <MScore score={server.avgScore} /> · 完成 {server.completedCount} · 制作中 {server.inProductionCount}
            </div>
          </div>
        </div>
        <p className={`${styles.muted} ${styles.small}`} style={{ margin: '8px 0 6px', lineHeight: 1.6 }}>
          {server.intro || '这位服务商还没有填写简介。'}
        </p>
        <div className={`${styles.row} ${styles.wrap}`}>
          {server.specialities.slice(0, 4).map((s) => (
            <Tag key={s} color="primary" fill="outline">
              {s}
            </Tag>
          ))}
        </div>
        {server.cases.length > 0 ? (
          <div className={styles.cases}>
            {server.cases.map((c) => (
              <div key={c.code} className={styles.caseItem}>
                {c.coverUrl ? <img src={c.coverUrl} alt={c.title} loading="lazy" /> : c.title}
              </div>
            ))}
          </div>
        ) : null}
      </Link>
      {server.worksCount > 0 ? (
        <>
          <ul className={styles.works} aria-label={`${server.nickname}的模型作品`}>
            {server.works.map((w) => (
              <li key={w.modelCode}>
                <Link to={modelPath(w.modelCode)} className={styles.caseItem}>
                  {w.cover ? <img src={w.cover} alt={w.title} loading="lazy" /> : w.title}
                </Link>
              </li>
            ))}
          </ul>
          <div className={`${styles.muted} ${styles.small}`} style={{ marginTop: 4 }}>
            共 {server.worksCount} 个模型
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The provider list with a service-type filter; also the "找服务商" tab of /need. */
export function MProviderList() {
  const [params, setParams] = useSearchParams();
  const serviceType = SERVICE_TYPES.find((s) => s === params.get('serviceType'));
  const list = useProviderInfinite({ serviceType, sort: 'recommended', pageSize: 10 });
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div>
      <CapsuleTabs
        activeKey={serviceType ?? 'all'}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'all') next.delete('serviceType');
          else next.set('serviceType', key);
          setParams(next, { replace: true });
        }}
      >
        <CapsuleTabs.Tab title="全部" key="all" />
        {SERVICE_TYPES.map((s) => (
          <CapsuleTabs.Tab title={s} key={s} />
        ))}
      </CapsuleTabs>
      {list.isPending ? (
        <PhoneLoading />
      ) : list.isError ? (
        <PhoneError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <PhoneEmpty title="没有符合条件的服务商" />
      ) : (
        <>
          {items.map((s) => (
            <ProviderItemCard key={s.id} server={s} />
          ))}
          <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore={list.hasNextPage}>
            {list.hasNextPage ? '加载中…' : '没有更多了'}
          </InfiniteScroll>
        </>
      )}
    </div>
  );
}

function Single({ server }: { server: ProviderInfo }) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <div className={styles.row}>
          <MAvatar name={server.nickname} src={server.avatar} size={56} />
          <div className={styles.grow}>
            <h1 className={styles.title} style={{ margin: 0 }}>
              {server.nickname}
            </h1>
            <div className={`${styles.muted} ${styles.small}`}>
              {server.typeName} · 入驻于 {dateText(server.joinedAt)}
            </div>
          </div>
        </div>
        <div className={styles.facts}>
          <div className={styles.fact}>
            <span>评分</span>
            <strong>{server.avgScore === null ? '暂无' : formatScore(server.avgScore)}</strong>
          </div>
          <div className={styles.fact}>
            <span>完成</span>
            <strong>{server.completedCount} 个</strong>
          </div>
          <div className={styles.fact}>
            <span>评价</span>
            <strong>{server.scoreCount} 条</strong>
          </div>
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>简介</h2>
        <p className={styles.description}>{server.intro || '这位服务商还没有填写简介。'}</p>
        <div className={`${styles.row} ${styles.wrap}`} style={{ marginTop: 10 }}>
          {server.specialities.map((s) => (
            <Tag key={s} color="primary" fill="outline">
              {s}
            </Tag>
          ))}
          {server.trades.map((t) => (
            <Tag key={t} className={styles.typeTag}>
              {t}
            </Tag>
          ))}
        </div>
        {server.portfolioLinks.length > 0 ? (
          <div className={styles.links} style={{ marginTop: 10 }}>
            {server.portfolioLinks.map((l) => (
              <a key={l} href={l} target="_blank" rel="noreferrer noopener">
                {l}
              </a>
            ))}
          </div>
        ) : null}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>完成的案例</h2>
        {server.cases.length === 0 ? (
          <div className={`${styles.muted} ${styles.small}`}>还没有完成的建模需求</div>
        ) : (
          server.cases.map((c) => (
            <Link key={c.code} to={`/demandDetails?code=${c.code}`} className={styles.fileRow} style={{ color: 'inherit' }}>
              {c.coverUrl ? <img className={styles.fileThumb} src={c.coverUrl} alt="" /> : null}
              <div className={styles.grow}>
                <div className={styles.ellipsis}>{c.title}</div>
                <div className={`${styles.muted} ${styles.small}`}>
                  {c.serviceType} · {c.trade}
                  {c.score !== null ? ` · ★ ${formatScore(c.score)}` : ''}
                </div>
              </div>
            </Link>
          ))
        )}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>模型作品（共 {server.worksCount} 个）</h2>
        {server.works.length === 0 ? (
          <div className={`${styles.muted} ${styles.small}`}>还没有公开的模型</div>
        ) : (
          server.works.map((w) => (
            <Link key={w.modelCode} to={modelPath(w.modelCode)} className={styles.fileRow} style={{ color: 'inherit' }}>
              {w.cover ? <img className={styles.fileThumb} src={w.cover} alt="" /> : null}
              <div className={`${styles.grow} ${styles.ellipsis}`}>{w.title}</div>
            </Link>
          ))
        )}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>需求方评价</h2>
        {server.evaluations.length === 0 ? (
          <div className={`${styles.muted} ${styles.small}`}>还没有评价</div>
        ) : (
          <MEvaluations evaluations={server.evaluations} />
        )}
      </section>
      <div className={styles.bottomBar}>
        <Button color="primary" onClick={() => void navigate('/buildRequire')}>
          发布需求，邀请投标
        </Button>
      </div>
    </div>
  );
}

function SingleView({ id }: { id: number }) {
  const info = useProviderInfo(id);
  if (info.isPending) return <PhoneLoading />;
  if (info.isError) return <PhoneError error={info.error} onRetry={() => void info.refetch()} />;
  return <Single server={info.data} />;
}

export default function PhoneProvidersPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <SingleView id={id} />;
  return (
    <div className={styles.page}>
      <MProviderList />
    </div>
  );
}
