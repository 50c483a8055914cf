/**
 * /myaccount/statistics and /statistics: the index dashboard (figures against the previous period, model data,
 * members), the daily chart (all models or one), the model ranking and CSV exports.
 */
import { STAT_FIELD_LABELS, type StatModelRow } from '@moxing/shared';
import { Button, DatePicker, Segmented, Select, Skeleton, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../components/EChart';
import { EmptyState, PageError } from '../../../components/states';
import type { RankSort } from '../api';
import { FigureCards } from '../FigureCards';
import { dailyOption, figureText, PRESETS } from '../logic';
import { RANK_PAGE_SIZE, useStatistics } from '../useStatistics';
import styles from '../statistics.module.css';

const SORTS: RankSort[] = ['views', 'embeds', 'downloads', 'likes', 'collects', 'sales', 'salesAmount'];

export default function StatisticsPage() {
  const s = useStatistics();
  const option = useMemo(() => (s.daily.data ? dailyOption(s.daily.data) : null), [s.daily.data]);
  const o = s.overview.data;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>数据统计</h1>
          <p className={styles.lead}>
            {s.brand ? `品牌“${s.brand.name}”，` : ''}
            {s.range.from} 至 {s.range.to}，与上一个同长周期比较{o && o.members > 1 ? `，含 ${o.members} 个账号` : ''}
          </p>
        </div>
        <div className={styles.tools}>
          {s.brands.length > 0 ? (
            <Select
              aria-label="品牌"
              style={{ width: 160 }}
              value={s.brand?.id ?? 0}
              onChange={(v: number) => s.chooseBrand(v || undefined)}
              options={[{ value: 0, label: '全部品牌' }, ...s.brands.map((b) => ({ value: b.id, label: b.name }))]}
            />
          ) : null}
          <Segmented
            value={s.preset ?? 0}
            options={[...PRESETS, ...(s.preset === null ? [{ value: 0, label: '自定义' }] : [])]}
            onChange={(v) => v && s.choosePreset(v)}
          />
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowClear={false}
            value={[dayjs(s.range.from), dayjs(s.range.to)]}
            disabledDate={(d) => d.isAfter(dayjs())}
            onChange={(v) => {
              if (v?.[0] && v[1]) s.chooseRange({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') });
            }}
          />
          <Button href={s.exportUrl('daily')} download>
            导出每日数据
          </Button>
          <Button href={s.exportUrl('models')} download>
            导出模型数据
          </Button>
        </div>
      </div>

      {s.overview.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : s.overview.isError ? (
        <PageError error={s.overview.error} onRetry={() => void s.overview.refetch()} />
      ) : (
        <>
          <FigureCards data={s.overview.data} />
          <section className={styles.section} aria-label="模型数据">
            <div className={styles.modelStats}>
              <span>
                模型总数<strong>{o?.models.total}</strong>
              </span>
              <span>
                展示中<strong>{o?.models.listed}</strong>
              </span>
              <span>
                已嵌入<strong>{o?.models.embedded}</strong>
              </span>
              <span>
                账号数<strong>{o?.members}</strong>
              </span>
              <Link to="/myaccount/equipment">我的扫描设备</Link>
            </div>
          </section>
        </>
      )}

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>
            每日趋势：{s.model ? s.model.title : s.brand ? `品牌“${s.brand.name}”的模型` : '全部模型'}
          </h2>
          {s.model && (
            <Button size="small" onClick={() => s.setModel(null)}>
              查看全部模型
            </Button>
          )}
        </div>
        {s.daily.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : s.daily.isError ? (
          <PageError error={s.daily.error} onRetry={() => void s.daily.refetch()} />
        ) : option ? (
          <EChart className={styles.chart} option={option} ariaLabel="每日浏览、嵌入、下载、点赞、收藏、销量与访客趋势图" />
        ) : null}
      </section>

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>模型排行</h2>
          <Select
            aria-label="排序"
            style={{ width: 160 }}
            value={s.sort}
            onChange={(v) => s.setSort(v)}
            options={SORTS.map((k) => ({ value: k, label: `按${STAT_FIELD_LABELS[k].replace('（元）', '')}` }))}
          />
        </div>
        {s.ranking.isError ? (
          <PageError error={s.ranking.error} onRetry={() => void s.ranking.refetch()} />
        ) : s.ranking.data && s.ranking.data.total === 0 ? (
          <EmptyState description="这段时间还没有模型被浏览、嵌入或下载" />
        ) : (
          <Table<StatModelRow>
            size="middle"
            rowKey="modelCode"
            loading={s.ranking.isPending}
            dataSource={s.ranking.data?.list ?? []}
            pagination={{
              current: s.pageNum,
              pageSize: RANK_PAGE_SIZE,
              total: s.ranking.data?.total ?? 0,
              showSizeChanger: false,
              onChange: s.setPageNum,
            }}
            columns={[
              {
                title: '排名',
                width: 64,
                render: (_v, _r, i) => (s.pageNum - 1) * RANK_PAGE_SIZE + i + 1,
              },
              {
                title: '模型',
                dataIndex: 'title',
                render: (title: string, r) => (
                  <>
                    <Link to={`/modelinfo/${r.modelCode}`}>{title}</Link>{' '}
                    {s.model?.modelCode === r.modelCode ? <Tag color="blue">趋势图中</Tag> : null}
                  </>
                ),
              },
              ...SORTS.map((k) => ({
                title: STAT_FIELD_LABELS[k].replace('（元）', ''),
                dataIndex: k,
                align: 'right' as const,
                render: (n: number) => figureText(k, n),
              })),
              {
                title: '趋势',
                width: 90,
                render: (_v: unknown, r: StatModelRow) => (
                  <Button size="small" type="link" onClick={() => s.setModel({ modelCode: r.modelCode, title: r.title })}>
                    看趋势
                  </Button>
                ),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
