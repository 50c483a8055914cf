/** /mymodel/chart: views and embeds of my models over time (ECharts), embed sources and the embed leaderboard. */
import { formatCount } from '@moxing/shared';
import { Empty, Segmented, Select, Skeleton, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useEmbedCount, useLeaderboard, useMyModels, useStatsChart } from '../hooks';
import { PageError } from '../../../components/states';
import { statsOption } from '../chartOption';
import { EChart } from '../../../components/EChart';
import shared from './mymodel.module.css';
import styles from './chart.module.css';

const DAY_OPTIONS = [
  { value: 7, label: '近 7 天' },
  { value: 30, label: '近 30 天' },
  { value: 90, label: '近 90 天' },
  { value: 365, label: '近一年' },
];

export default function MyChartPage() {
  const [modelCode, setModelCode] = useState<string | undefined>(undefined);
  const [days, setDays] = useState(30);
  const [range, setRange] = useState<'all' | '7d' | '30d'>('all');
  const models = useMyModels({ pageNum: 1, pageSize: 100, status: 'ready' });
  const chart = useStatsChart(modelCode, days);
  const embeds = useEmbedCount(modelCode);
  const leaders = useLeaderboard(range);
  const option = useMemo(() => (chart.data ? statsOption(chart.data) : null), [chart.data]);
  const t = chart.data?.totals;
  const periodViews = chart.data?.series.views.reduce((a, b) => a + b, 0) ?? 0;
  const periodEmbeds = chart.data?.series.embeds.reduce((a, b) => a + b, 0) ?? 0;

  return (
    <div className={shared.page}>
      <div className={shared.head}>
        <div>
          <h1 className={shared.title}>模型数据</h1>
          <p className={shared.lead}>每天的浏览、嵌入浏览、下载、点赞、收藏与评论。</p>
        </div>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Select
            style={{ width: 240 }}
            value={modelCode ?? ''}
            onChange={(v) => setModelCode(v || undefined)}
            loading={models.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: '', label: '全部模型' },
              ...(models.data?.list ?? []).map((m) => ({ value: m.modelCode, label: m.title })),
            ]}
            aria-label="选择模型"
          />
          <Segmented value={days} options={DAY_OPTIONS} onChange={(v) => setDays(v)} />
        </div>
      </div>

      <div className={styles.stats}>
        {[
          { label: '累计浏览', value: t?.views },
          { label: '累计嵌入浏览', value: t?.embeds },
          { label: '累计下载', value: t?.downloads },
          { label: '累计点赞', value: t?.likes },
          { label: '累计收藏', value: t?.collects },
          { label: `期间浏览`, value: chart.data ? periodViews : undefined },
          { label: `期间嵌入浏览`, value: chart.data ? periodEmbeds : undefined },
        ].map((s) => (
          <div key={s.label} className={styles.statBox}>
            <span>{s.label}</span>
            <strong>{s.value === undefined ? '—' : formatCount(s.value)}</strong>
          </div>
        ))}
      </div>

      <section className={shared.card}>
        <h2 className={shared.cardTitle}>趋势</h2>
        {chart.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : chart.isError ? (
          <PageError error={chart.error} onRetry={() => void chart.refetch()} />
        ) : option ? (
          <EChart className={styles.chart} option={option} ariaLabel="浏览与嵌入趋势图" />
        ) : null}
      </section>

      <div className={shared.twoCols}>
        <section className={shared.card}>
          <h2 className={shared.cardTitle}>嵌入浏览</h2>
          {embeds.isPending ? (
            <Skeleton active />
          ) : embeds.isError ? (
            <PageError error={embeds.error} onRetry={() => void embeds.refetch()} />
          ) : (
            <>
              <div className={styles.stats}>
                <div className={styles.statBox}>
                  <span>今天</span>
                  <strong>{formatCount(embeds.data.today)}</strong>
                </div>
                <div className={styles.statBox}>
                  <span>近 7 天</span>
                  <strong>{formatCount(embeds.data.last7Days)}</strong>
                </div>
                <div className={styles.statBox}>
                  <span>累计</span>
                  <strong>{formatCount(embeds.data.total)}</strong>
                </div>
              </div>
              <h3 style={{ fontSize: 14, margin: '4px 0 8px' }}>来源网站</h3>
              {embeds.data.sources.length ? (
                <Table
                  size="small"
                  rowKey="host"
                  pagination={false}
                  dataSource={embeds.data.sources}
                  columns={[
                    { title: '网站', dataIndex: 'host' },
                    { title: '浏览', dataIndex: 'views', width: 90, render: (v: number) => formatCount(v) },
                  ]}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有其他网站嵌入你的模型" />
              )}
            </>
          )}
        </section>
        <section className={shared.card}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
            <h2 className={shared.cardTitle} style={{ margin: 0 }}>
              嵌入排行榜
            </h2>
            <Segmented<'all' | '7d' | '30d'>
              size="small"
              value={range}
              onChange={(v) => setRange(v)}
              options={[
                { value: 'all', label: '累计' },
                { value: '30d', label: '30 天' },
                { value: '7d', label: '7 天' },
              ]}
            />
          </div>
          {leaders.isError ? (
            <PageError error={leaders.error} onRetry={() => void leaders.refetch()} />
          ) : (
            <Table
              size="small"
              rowKey="modelCode"
              loading={leaders.isPending}
              pagination={false}
              dataSource={leaders.data?.list ?? []}
              locale={{ emptyText: '暂无数据' }}
              columns={[
                { title: '#', dataIndex: 'rank', width: 44 },
                {
                  title: '模型',
                  key: 'title',
                  render: (_, m) => <Link to={`/modelinfo/${m.modelCode}`}>{m.title}</Link>,
                },
                { title: '作者', key: 'author', render: (_, m) => m.author.nickname },
                { title: '嵌入浏览', dataIndex: 'embedViews', width: 90, render: (v: number) => formatCount(v) },
              ]}
            />
          )}
        </section>
      </div>
    </div>
  );
}
