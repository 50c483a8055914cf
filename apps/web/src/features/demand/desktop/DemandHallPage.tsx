/** /need: the demand hall (建模交易) — public demands with filters, newest / closing-soon sorts and bid counts. */
import { EditOutlined, QuestionCircleOutlined, TeamOutlined } from '@ant-design/icons';
import {
  BUDGET_OPTIONS,
  DEMAND_STATUS_LABELS,
  PUBLIC_DEMAND_STATES,
  SERVICE_TYPES,
  TRADES,
  budgetText,
  type DemandSort,
} from '@moxing/shared';
import { Button, Segmented, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { DemandFilters } from '../api';
import { useDemandList } from '../hooks';
import { EmptyState } from '../../../components/states';
import { DemandCard } from './DemandCard';
import { KeywordSearch, PagedGrid } from './DemandUi';
import { HALL_PAGE_SIZE, filtersFromSearch, searchFromFilters, withFilter } from '../hallParams';
import styles from './demand.module.css';

interface ChipOption<T> {
  value: T | undefined;
  label: string;
}

function ChipRow<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ChipOption<T>[];
  value: T | undefined;
  onChange: (v: T | undefined) => void;
}) {
  return (
    <div className={styles.filterRow} role="group" aria-label={label}>
      <span className={styles.filterLabel}>{label}</span>
      <div className={styles.chips}>
        {options.map((o) => {
          const active = o.value === value;
          return (
            <button
              key={o.label}
              type="button"
              className={`${styles.chip} ${active ? styles.chipActive : ''}`}
              aria-pressed={active}
              onClick={() => onChange(o.value)}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

const ALL = '全部';

export default function DemandHallPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const list = useDemandList(filters);
  const apply = (change: Partial<DemandFilters>) => setSearch(searchFromFilters(withFilter(filters, change)));

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <section className={styles.banner}>
          <div>
            <h1>建模交易大厅</h1>
            <p>发布建模需求，专业建模师报价竞标；建模师在这里找到合适的项目。审核、选标、交付、验收全程留痕。</p>
          </div>
          <div className={styles.bannerActions}>
            <Link to="/buildRequire">
              <Button type="primary" size="large" icon={<EditOutlined />} style={{ background: '#fff', color: '#1d54e6' }}>
                发布需求
              </Button>
            </Link>
            <Link to="/modelServer">
              <Button size="large" ghost icon={<TeamOutlined />}>
                找建模师
              </Button>
            </Link>
            <Link to="/needHelp">
              <Button size="large" type="text" icon={<QuestionCircleOutlined />} style={{ color: '#fff' }}>
                交易流程
              </Button>
            </Link>
          </div>
        </section>

        <section className={styles.filters} aria-label="筛选">
          <ChipRow
            label="服务类型"
            value={filters.serviceType}
            onChange={(v) => apply({ serviceType: v })}
            options={[{ value: undefined, label: ALL }, ...SERVICE_TYPES.map((t) => ({ value: t, label: t }))]}
          />
          <ChipRow
            label="所属行业"
            value={filters.trade}
            onChange={(v) => apply({ trade: v })}
            options={[{ value: undefined, label: ALL }, ...TRADES.map((t) => ({ value: t, label: t }))]}
          />
          <ChipRow
            label="预算"
            value={filters.budget}
            onChange={(v) => apply({ budget: v })}
            options={[{ value: undefined, label: ALL }, ...BUDGET_OPTIONS.map((b) => ({ value: b, label: budgetText(b) }))]}
          />
          <ChipRow
            label="状态"
            value={filters.status}
            onChange={(v) => apply({ status: v })}
            options={[
              { value: undefined, label: ALL },
              ...PUBLIC_DEMAND_STATES.map((s) => ({ value: s, label: DEMAND_STATUS_LABELS[s] })),
            ]}
          />
        </section>

        <h2 className="sr-only">需求列表</h2>
        <div className={styles.toolbar}>
          <Segmented<DemandSort>
            value={filters.sort ?? 'newest'}
            onChange={(sort) => apply({ sort })}
            options={[
              { value: 'newest', label: '最新发布' },
              { value: 'closingSoon', label: '即将截止' },
            ]}
          />
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            {list.data ? <span className={styles.muted}>共 {list.data.total} 个需求</span> : null}
            <KeywordSearch
              placeholder="搜索需求标题或描述"
              initial={filters.keyword}
              onSearch={(v) => apply({ keyword: v })}
              width={260}
              maxLength={50}
            />
          </div>
        </div>

        <PagedGrid
          list={list}
          gridClassName={styles.needGrid}
          placeholders={8}
          placeholder={
            <div className={styles.needCard} style={{ padding: 16 }}>
              <Skeleton active />
            </div>
          }
          empty={
            <EmptyState description={search.toString() ? '没有符合条件的需求，换个筛选条件试试' : '还没有公开的需求'}>
              <Link to="/buildRequire">
                <Button type="primary">发布第一个需求</Button>
              </Link>
            </EmptyState>
          }
          renderItem={(need) => <DemandCard key={need.code} need={need} />}
          pager={{
            current: filters.pageNum,
            pageSize: HALL_PAGE_SIZE,
            onChange: (pageNum) => {
              apply({ pageNum });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            },
          }}
        />
      </div>
    </div>
  );
}
