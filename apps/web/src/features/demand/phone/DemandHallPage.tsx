/**
 * /need on a phone: demands and service providers in two tabs; the demand tab has a search box, newest /
 * closing-soon sorts and a filter sheet (service type, trade, budget, status); lists load more on scroll.
 */
import {
  BUDGET_OPTIONS,
  DEMAND_STATUS_LABELS,
  PUBLIC_DEMAND_STATES,
  SERVICE_TYPES,
  TRADES,
  budgetText,
  type DemandSort,
} from '@moxing/shared';
import { Button, FloatingBubble, InfiniteScroll, Popup, PullToRefresh, SearchBar, Selector, Tabs } from 'antd-mobile';
import { EditSOutline, FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import type { DemandFilters } from '../api';
import { useDemandInfinite } from '../hooks';
import { activeFilterCount, filtersFromSearch, searchFromFilters, withFilter } from '../hallParams';
import { MProviderList } from './ProvidersPage';
import { MDemandItem } from './parts';
import styles from './phone.module.css';

type Draft = Pick<DemandFilters, 'serviceType' | 'trade' | 'budget' | 'status'>;

function FilterSheet({
  visible,
  value,
  onClose,
  onApply,
}: {
  visible: boolean;
  value: Draft;
  onClose: () => void;
  onApply: (draft: Draft) => void;
}) {
  const [draft, setDraft] = useState<Draft>(value);
  const pick = <T,>(list: T[]) => (list.length > 0 ? list[0] : undefined);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={() => setDraft(value)}
      bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}
    >
      <div className={styles.filterPanel} role="dialog" aria-label="筛选需求">
        <h4>服务类型</h4>
        <Selector
          columns={3}
          options={SERVICE_TYPES.map((s) => ({ label: s, value: s }))}
          value={draft.serviceType ? [draft.serviceType] : []}
          onChange={(v) => setDraft({ ...draft, serviceType: pick(v) })}
        />
        <h4>所属行业</h4>
        <Selector
          columns={3}
          options={TRADES.map((s) => ({ label: s, value: s }))}
          value={draft.trade ? [draft.trade] : []}
          onChange={(v) => setDraft({ ...draft, trade: pick(v) })}
        />
        <h4>预算</h4>
        <Selector
          columns={3}
          options={BUDGET_OPTIONS.map((b) => ({ label: budgetText(b), value: String(b) }))}
          value={draft.budget !== undefined ? [String(draft.budget)] : []}
          onChange={(v) => setDraft({ ...draft, budget: v.length > 0 ? Number(v[0]) : undefined })}
        />
        <h4>状态</h4>
        <Selector
          columns={3}
          options={PUBLIC_DEMAND_STATES.map((s) => ({ label: DEMAND_STATUS_LABELS[s], value: String(s) }))}
          value={draft.status !== undefined ? [String(draft.status)] : []}
          onChange={(v) => setDraft({ ...draft, status: v.length > 0 ? Number(v[0]) : undefined })}
        />
      </div>
      <div className={styles.filterActions}>
        <Button onClick={() => setDraft({})}>重置</Button>
        <Button color="primary" onClick={() => onApply(draft)}>
          查看结果
        </Button>
      </div>
    </Popup>
  );
}

function DemandTab() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const { pageNum: _ignored, ...rest } = filters;
  const list = useDemandInfinite({ ...rest, pageSize: 10 });
  const [sheet, setSheet] = useState(false);
  const apply = (change: Partial<DemandFilters>) => {
    const next = searchFromFilters(withFilter(filters, change));
    next.delete('page');
    if (search.get('tab')) next.set('tab', search.get('tab') ?? '');
    setSearch(next, { replace: true });
  };
  const count = activeFilterCount(filters);
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div>
      <div className={styles.toolbar}>
        <div className={styles.grow}>
          <SearchBar
            placeholder="搜索需求"
            defaultValue={filters.keyword}
            onSearch={(v) => apply({ keyword: v.trim() || undefined })}
            onClear={() => apply({ keyword: undefined })}
          />
        </div>
        <button
          type="button"
          className={`${styles.filterButton} ${count > 0 ? styles.filterActive : ''}`}
          onClick={() => setSheet(true)}
        >
          <FilterOutline /> 筛选{count > 0 ? ` ${count}` : ''}
        </button>
      </div>
      <Tabs
        activeKey={filters.sort ?? 'newest'}
        onChange={(key) => apply({ sort: key as DemandSort })}
        style={{ '--title-font-size': '14px', background: '#fff', borderRadius: 10, marginBottom: 10 }}
      >
        <Tabs.Tab title="最新发布" key="newest" />
        <Tabs.Tab title="即将截止" key="closingSoon" />
      </Tabs>
      {list.isPending ? (
        <PhoneLoading />
      ) : list.isError ? (
        <PhoneError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <PhoneEmpty title={count > 0 || filters.keyword ? '没有符合条件的需求' : '还没有公开的需求'}>
          <Link to="/buildRequire">
            <Button color="primary" size="small">
              发布需求
            </Button>
          </Link>
        </PhoneEmpty>
      ) : (
        <PullToRefresh onRefresh={async () => void (await list.refetch())}>
          <div className={`${styles.muted} ${styles.small}`} style={{ margin: '0 2px 8px' }}>
            共 {total} 个需求
          </div>
          {items.map((need) => (
            <MDemandItem key={need.code} need={need} />
          ))}
          <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore={list.hasNextPage}>
            {list.hasNextPage ? '加载中…' : '没有更多了'}
          </InfiniteScroll>
        </PullToRefresh>
      )}
      <FilterSheet
        visible={sheet}
        value={{ serviceType: filters.serviceType, trade: filters.trade, budget: filters.budget, status: filters.status }}
        onClose={() => setSheet(false)}
        onApply={(draft) => {
          setSheet(false);
          apply({ serviceType: draft.serviceType, trade: draft.trade, budget: draft.budget, status: draft.status });
        }}
      />
    </div>
  );
}

export default function PhoneDemandHallPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const tab = search.get('tab') === 'server' ? 'server' : 'demand';
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <h2>建模交易</h2>
        <p>发布需求，专业建模师报价竞标</p>
        <div className={styles.row}>
          <Button size="small" onClick={() => void navigate('/buildRequire')}>
            发布需求
          </Button>
          <Button
            size="small"
            fill="outline"
            style={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}
            onClick={() => void navigate('/needHelp')}
          >
            交易流程
          </Button>
        </div>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'server' ? { tab: 'server' } : {}, { replace: true })}
        style={{ background: '#fff', borderRadius: 10, marginBottom: 4 }}
      >
        <Tabs.Tab title="找需求" key="demand" />
        <Tabs.Tab title="找服务商" key="server" />
      </Tabs>
      {tab === 'demand' ? <DemandTab /> : <MProviderList />}
      <FloatingBubble
        axis="y"
        style={{ '--initial-position-bottom': '96px', '--initial-position-right': '20px', '--edge-distance': '20px' }}
        onClick={() => void navigate('/buildRequire')}
      >
        <EditSOutline fontSize={26} aria-label="发布需求" />
      </FloatingBubble>
    </div>
  );
}
