/** /myaccount/statistics and /statistics on a phone: the same dashboard, stacked. */
import { Button, DotLoading, ErrorBlock, List, Selector, Tag } from 'antd-mobile';
import { useMemo } from 'react';
import { EChart } from '../../../components/EChart';
import { errorText } from '../../../lib/errorText';
import { FigureCards } from '../FigureCards';
import { dailyOption, figureText, PRESETS } from '../logic';
import { useStatistics } from '../useStatistics';
import styles from '../statistics.module.css';

export default function MobileStatisticsPage() {
  const s = useStatistics();
  const option = useMemo(() => (s.daily.data ? dailyOption(s.daily.data, true) : null), [s.daily.data]);

  return (
    <div className={styles.phonePage}>
      <h1 className={styles.title}>数据统计</h1>
      <p className={styles.lead}>
        {s.brand ? `品牌“${s.brand.name}”，` : ''}
        {s.range.from} 至 {s.range.to}，与上一个同长周期比较
      </p>
      {s.brands.length > 0 ? (
        <div role="group" aria-label="品牌" style={{ marginTop: 8 }}>
          <Selector
            columns={3}
            value={[s.brand?.id ?? 0]}
            options={[{ value: 0, label: '全部品牌' }, ...s.brands.map((b) => ({ value: b.id, label: b.name }))]}
            onChange={(v) => s.chooseBrand(v[0] || undefined)}
          />
        </div>
      ) : null}
      <Selector
        style={{ marginTop: 8 }}
        columns={3}
        value={s.preset ? [s.preset] : []}
        options={PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        onChange={(v) => v[0] && s.choosePreset(v[0])}
      />
      {s.overview.isPending ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <DotLoading />
        </div>
      ) : s.overview.isError ? (
        <ErrorBlock status="default" title="加载失败" description={errorText(s.overview.error)} />
      ) : (
        <FigureCards data={s.overview.data} className={styles.phoneCards} />
      )}
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>
            {s.model ? s.model.title : s.brand ? `品牌“${s.brand.name}”` : '全部模型'}的每日趋势
          </h2>
          {s.model && (
            <Button size="mini" onClick={() => s.setModel(null)}>
              全部
            </Button>
          )}
        </div>
        {s.daily.isError ? (
          <ErrorBlock status="default" title="加载失败" description={errorText(s.daily.error)} />
        ) : option ? (
          <EChart className={styles.phoneChart} option={option} ariaLabel="每日数据趋势图" />
        ) : (
          <DotLoading />
        )}
      </section>
      <List header="模型排行（按浏览）">
        {s.ranking.data?.list.length === 0 && <List.Item>这段时间还没有模型被浏览、嵌入或下载</List.Item>}
        {s.ranking.data?.list.map((m, i) => (
          <List.Item
            key={m.modelCode}
            prefix={<Tag color="primary">{i + 1}</Tag>}
            description={`嵌入 ${figureText('embeds', m.embeds)} · 下载 ${figureText('downloads', m.downloads)} · 销量 ${m.sales}`}
            extra={figureText('views', m.views)}
            onClick={() => s.setModel({ modelCode: m.modelCode, title: m.title })}
          >
            {m.title}
          </List.Item>
        ))}
      </List>
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        {/* The answer is an attachment: the browser downloads it and stays on the page. */}
        <Button block onClick={() => window.location.assign(s.exportUrl('daily'))}>
          导出每日数据
        </Button>
        <Button block onClick={() => window.location.assign(s.exportUrl('models'))}>
          导出模型数据
        </Button>
      </div>
    </div>
  );
}
