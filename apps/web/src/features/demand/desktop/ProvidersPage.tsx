/** /modelServer: modelling service providers (user types 2, 3, 4); ?id= shows one provider's page. */
import { ArrowLeftOutlined, EditOutlined, UserOutlined } from '@ant-design/icons';
import { SERVICE_TYPES, TRADES, formatScore, type ProviderInfo } from '@moxing/shared';
import { Avatar, Button, Card, Segmented, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ProviderFilters } from '../api';
import { useProviderInfo, useProviderList } from '../hooks';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { EvaluationList, Fact, KeywordSearch, PagedGrid } from './DemandUi';
import { ProviderCard } from './ProviderCard';
import { BannerPrimaryLink } from './PromoSections';
import { modelPath } from '../../../components/ModelCard';
import { dateText } from '../format';
import shared from './demand.module.css';
import styles from './providers.module.css';

const PAGE_SIZE = 12;
type Sort = NonNullable<ProviderFilters['sort']>;
const SORTS: { value: Sort; label: string }[] = [
  { value: 'recommended', label: '综合推荐' },
  { value: 'completed', label: '完成最多' },
  { value: 'score', label: '评分最高' },
  { value: 'newest', label: '最新入驻' },
];

function Profile({ server }: { server: ProviderInfo }) {
  return (
    <>
      <Link to="/modelServer" className={shared.muted}>
        <ArrowLeftOutlined /> 全部服务商
      </Link>
      <Card className={shared.card} style={{ marginTop: 12 }}>
        <div className={styles.serverHead} style={{ flexWrap: 'wrap' }}>
          <Avatar size={72} src={server.avatar || undefined} icon={<UserOutlined />} style={{ background: '#1f5eff' }} />
          <div className={shared.grow}>
            <div className={shared.titleRow}>
              <h1>{server.nickname}</h1>
              <Tag color="blue">{server.typeName}</Tag>
            </div>
            <div className={shared.muted}>入驻于 {dateText(server.joinedAt)}</div>
          </div>
          <Link to="/buildRequire">
            <Button type="primary" icon={<EditOutlined />}>
              发布需求，邀请投标
            </Button>
          </Link>
        </div>
        <div className={shared.facts}>
          <Fact label="综合评分">{server.avgScore === null ? '暂无' : formatScore(server.avgScore)}</Fact>
          <Fact label="完成需求">{server.completedCount} 个</Fact>
          <Fact label="制作中">{server.inProductionCount} 个</Fact>
          <Fact label="收到评价">{server.scoreCount} 条</Fact>
        </div>
        <h2 className={shared.sectionTitle}>简介</h2>
        <p className={shared.description}>{server.intro || '这位服务商还没有填写简介。'}</p>
        <h2 className={shared.sectionTitle}>擅长</h2>
        <div className={shared.nameLine}>
          {server.specialities.map((s) => (
            <Tag key={s} color="blue" variant="filled">
              {s}
            </Tag>
          ))}
          {server.trades.map((t) => (
            <Tag key={t} variant="filled">
              {t}
            </Tag>
          ))}
          {server.specialities.length + server.trades.length === 0 ? <span className={shared.muted}>未填写</span> : null}
        </div>
        {server.portfolioLinks.length > 0 ? (
          <>
            <h2 className={shared.sectionTitle}>作品链接</h2>
            <div className={shared.links}>
              {server.portfolioLinks.map((l) => (
                <a key={l} href={l} target="_blank" rel="noreferrer noopener">
                  {l}
                </a>
              ))}
            </div>
          </>
        ) : null}
      </Card>
      <Card className={shared.card} title={`完成的案例（${server.completedCount}）`}>
        {server.cases.length === 0 ? (
          <EmptyState description="还没有完成的建模需求" />
        ) : (
          <div className={shared.needGrid}>
            {server.cases.map((c) => (
              <Link key={c.code} to={`/demandDetails?code=${c.code}`} className={shared.needCard}>
                <div className={shared.needCover}>{c.coverUrl ? <img src={c.coverUrl} alt="" /> : c.serviceType}</div>
                <div className={shared.needBody}>
                  <h3 className={shared.needTitle}>{c.title}</h3>
                  <div className={`${shared.muted} ${shared.small}`}>
                    {c.serviceType} · {c.trade}
                    {c.score !== null ? ` · 需求方评分 ${formatScore(c.score)}` : ''}
                  </div>
                </div>
              </Link>
            ))}
          </div>
        )}
      </Card>
      <Card className={shared.card} title={`模型作品（共 ${server.worksCount} 个模型）`}>
        {server.works.length === 0 ? (
          <EmptyState description="还没有公开的模型" />
        ) : (
          <div className={styles.workGrid}>
            {server.works.map((w) => (
              <Link key={w.modelCode} to={modelPath(w.modelCode)} className={shared.needCard}>
                <div className={shared.needCover}>{w.cover ? <img src={w.cover} alt="" /> : null}</div>
                <div className={shared.needBody}>
                  <h3 className={shared.needTitle}>{w.title}</h3>
                </div>
              </Link>
            ))}
          </div>
        )}
      </Card>
      <Card className={shared.card} title="需求方评价">
        {server.evaluations.length === 0 ? (
          <EmptyState description="还没有评价" />
        ) : (
          <EvaluationList evaluations={server.evaluations} />
        )}
      </Card>
    </>
  );
}

function ProfileView({ id }: { id: number }) {
  const info = useProviderInfo(id);
  if (info.isPending) return <PageLoading />;
  if (info.isError) return <PageError error={info.error} onRetry={() => void info.refetch()} />;
  return <Profile server={info.data} />;
}

function Directory() {
  const [params, setParams] = useSearchParams();
  const serviceType = SERVICE_TYPES.find((s) => s === params.get('serviceType'));
  const trade = TRADES.find((s) => s === params.get('trade'));
  const sort = SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'recommended';
  const keyword = params.get('keyword') ?? undefined;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const list = useProviderList({ serviceType, trade, sort, keyword, pageNum, pageSize: PAGE_SIZE });
  const set = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };
  return (
    <>
      <section className={shared.banner}>
        <div>
          <h1>建模服务商</h1>
          <p>个人建模师、建模工作室与建模服务企业。看评分、完成案例和擅长领域，发布需求邀请他们投标。</p>
        </div>
        <div className={shared.bannerActions}>
          <BannerPrimaryLink to="/buildRequire" label="发布需求" />
        </div>
      </section>
      <section className={shared.filters}>
        <div className={shared.filterRow}>
          <span className={shared.filterLabel}>擅长服务</span>
          <div className={shared.chips}>
            {[undefined, ...SERVICE_TYPES].map((s) => (
              <button
                key={s ?? 'all'}
                type="button"
                aria-pressed={s === serviceType}
                className={`${shared.chip} ${s === serviceType ? shared.chipActive : ''}`}
                onClick={() => set({ serviceType: s })}
              >
                {s ?? '全部'}
              </button>
            ))}
          </div>
        </div>
        <div className={shared.filterRow}>
          <span className={shared.filterLabel}>擅长行业</span>
          <div className={shared.chips}>
            {[undefined, ...TRADES].map((s) => (
              <button
                key={s ?? 'all'}
                type="button"
                aria-pressed={s === trade}
                className={`${shared.chip} ${s === trade ? shared.chipActive : ''}`}
                onClick={() => set({ trade: s })}
              >
                {s ?? '全部'}
              </button>
            ))}
          </div>
        </div>
      </section>
      <div className={shared.toolbar}>
        <Segmented<Sort> value={sort} options={SORTS} onChange={(v) => set({ sort: v === 'recommended' ? undefined : v })} />
        <KeywordSearch
          placeholder="搜索服务商名称"
          initial={keyword}
          onSearch={(v) => set({ keyword: v })}
          width={240}
          maxLength={30}
        />
      </div>
      <PagedGrid
        list={list}
        gridClassName={shared.serverGrid}
        placeholders={6}
        placeholder={
          <div className={styles.serverCard}>
            <Skeleton active avatar />
          </div>
        }
        empty={<EmptyState description="没有符合条件的服务商" />}
        renderItem={(s) => <ProviderCard key={s.id} server={s} />}
        pager={{ current: pageNum, pageSize: PAGE_SIZE, onChange: (p) => set({ page: String(p) }) }}
      />
    </>
  );
}

export default function ProvidersPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <div className={shared.page}>
      <div className={shared.inner}>{Number.isInteger(id) && id > 0 ? <ProfileView id={id} /> : <Directory />}</div>
    </div>
  );
}
